import { createHmac, timingSafeEqual } from 'node:crypto';
import { sessionSecret } from './secret';

// The reader's device id (docs/product.md §9: generated once and persisted). It lives in an
// HttpOnly cookie that proxy.ts sets on the first visit; the platform counts likes per device.
//
// The cookie holds the id and this server's signature of it (`{uuid}.{signature}`,
// docs/decisions/0024): an id the server did not issue is no device at all, so likes (one per device) cannot
// be inflated by inventing ids. Only the id, never the signature, goes to the platform.
export const DEVICE_COOKIE = 'touch_device';
const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function signatureOf(id: string): Buffer {
  return createHmac('sha256', sessionSecret()).update(`touch-device:${id}`).digest().subarray(0, 16);
}

export function newDeviceId(): string {
  return crypto.randomUUID();
}

/** The cookie value for a device id the server issues. */
export function signedDevice(id: string): string {
  return `${id}.${signatureOf(id).toString('base64url')}`;
}

/** The device id of a cookie value, or null when it is malformed or not signed by this server. */
export function deviceFromCookie(value: string | undefined): string | null {
  if (!value) return null;
  const [id, signature, ...rest] = value.split('.');
  if (!id || !signature || rest.length > 0 || !ID_PATTERN.test(id)) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = signatureOf(id);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
