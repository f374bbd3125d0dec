import { timingSafeEqual } from 'node:crypto';

/** The header by which the front server (server/front.mjs) asks for a render for every reader. */
export const FILL_HEADER = 'x-touch-fill';

/**
 * Is this request the page cache's render (docs/decisions/0009)? Only the front server knows the
 * secret, made per process at start; without a front server (next dev) there are no fills.
 */
export function isCacheFill(headers: Headers, secret: string | undefined = process.env.TOUCH_FILL_SECRET): boolean {
  const given = headers.get(FILL_HEADER);
  if (!secret || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}
