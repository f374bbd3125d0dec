import { isPlatformError } from '../errors';

/**
 * The platform says "not found" with a negative status (`column not found`, `tag not found`,
 * `special not found`, ...). Those become null (the page answers 404); anything else rejects
 * (the page answers 503).
 */
export async function nullWhenMissing<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

export function isMissing(error: unknown): boolean {
  return isPlatformError(error) && error.kind === 'status' && (error.status ?? 0) < 0;
}
