// The reader's device id (SPEC section 9: generated once and persisted). It lives in an
// HttpOnly cookie that proxy.ts sets on the first visit; the platform counts likes per device.
export const DEVICE_COOKIE = 'touch_device';
const DEVICE_PATTERN = /^[0-9a-f-]{36}$/;

export function isDeviceId(value: unknown): value is string {
  return typeof value === 'string' && DEVICE_PATTERN.test(value);
}

export function newDeviceId(): string {
  return crypto.randomUUID();
}
