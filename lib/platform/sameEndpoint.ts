import { LOOPBACK_NAMES } from '@/lib/http/cspOrigins.mjs';

const hostKey = (hostname: string) =>
  [...LOOPBACK_NAMES, '[::1]'].includes(hostname) ? 'loopback' : hostname.toLowerCase();

/**
 * Whether an address the platform answered names the endpoint we configured: same scheme, host,
 * port and path, with the loopback names taken as one host (a platform configured as 127.0.0.1
 * that calls itself localhost is still itself). Anything that does not parse is not ours.
 */
export function isSameEndpoint(answered: string, configured: string): boolean {
  let a: URL;
  let b: URL;
  try {
    a = new URL(answered);
    b = new URL(configured);
  } catch {
    return false;
  }
  return (
    a.protocol === b.protocol &&
    a.port === b.port &&
    hostKey(a.hostname) === hostKey(b.hostname) &&
    a.pathname.replace(/\/+$/, '') === b.pathname.replace(/\/+$/, '') &&
    a.username === '' &&
    a.password === ''
  );
}
