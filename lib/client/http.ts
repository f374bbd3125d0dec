import ky, { HTTPError, TimeoutError } from 'ky';
import { BASE_PATH } from '@/lib/basePath';

/** Thrown by browser calls to our own handlers; `message` is fit to show a reader. */
export class ClientCallError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'ClientCallError';
    this.status = status;
  }
}

/** Browser side: our own route handlers under the base path (docs/decisions/0003). */
export const api = ky.create({ prefixUrl: `${BASE_PATH}/api`, timeout: 5_000, retry: 0, credentials: 'same-origin' });

/** GET JSON from one of our handlers, mapping failures onto SPEC section 8's texts. */
export async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  try {
    return await api.get(path, { signal }).json<T>();
  } catch (error) {
    if (error instanceof HTTPError) {
      const body = (await error.response.json().catch(() => ({}))) as { error?: string };
      throw new ClientCallError(body.error ?? 'error', error.response.status);
    }
    if (error instanceof TimeoutError) throw new ClientCallError('network error', 0);
    if (error instanceof Error && error.name === 'AbortError') throw new ClientCallError('cancel', 0);
    throw new ClientCallError('network error', 0);
  }
}
