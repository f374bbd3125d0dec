import { NextResponse } from 'next/server';
import { isPlatformError } from '@/lib/platform/errors';

/** A positive integer id from a query or path, or null for anything else (ids are never guessed). */
export function parseId(value: string | null | undefined, options: { allowZero?: boolean } = {}): number | null {
  if (value === null || value === undefined || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  if (id === 0 && !options.allowZero) return null;
  return id;
}

/**
 * The error answer of our own route handlers: the platform's message for the reader when it
 * gave one, 503 when it could not be reached, never a stack trace.
 */
export function jsonError(errorOrStatus: unknown, message?: string): NextResponse {
  if (typeof errorOrStatus === 'number') return NextResponse.json({ error: message ?? 'error' }, { status: errorOrStatus });
  if (isPlatformError(errorOrStatus)) {
    if (errorOrStatus.kind === 'cancel') return NextResponse.json({ error: 'cancel' }, { status: 499 });
    const status = errorOrStatus.isUnavailable ? 503 : 502;
    return NextResponse.json({ error: errorOrStatus.message, status: errorOrStatus.status }, { status });
  }
  console.error('[api] unexpected error', errorOrStatus);
  return NextResponse.json({ error: 'error' }, { status: 500 });
}
