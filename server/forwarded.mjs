// Which forwarded headers to believe (docs/decisions/0024; docs/security.md, "Trusted proxies").
//
// X-Forwarded-For, -Host and -Proto say who the reader is, which host they asked for and whether
// they came over https, but anyone can write them. They are believed only when the request comes
// from a proxy named in TRUSTED_PROXIES (comma-separated addresses, e.g. `10.0.0.5,10.0.0.6`;
// `loopback` for a proxy on this machine). Otherwise they are removed and X-Forwarded-For is set
// to the socket's address, so everything after this (Next, proxy.ts, our handlers' rate limits and
// same-origin check) reads headers that are either a trusted proxy's or the connection's own.

const LOOPBACK = ['127.0.0.1', '::1'];
const FORWARDED = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded', 'x-real-ip'];

/** `::ffff:10.0.0.5` → `10.0.0.5`. @param {string | undefined} address */
export function plainAddress(address) {
  return (address ?? '').replace(/^::ffff:/, '');
}

/** The setting as a set of addresses. @param {string | undefined} setting */
export function trustedProxies(setting) {
  const names = (setting ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return new Set(names.flatMap((name) => (name === 'loopback' ? LOOPBACK : [plainAddress(name)])));
}

const first = (/** @type {string | string[] | undefined} */ value) =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();

/**
 * Rewrites the request's forwarded headers in place; answers the reader's address and whether
 * they came over https (for HSTS and Secure cookies).
 * @param {{ socket: { remoteAddress?: string, encrypted?: boolean }, headers: import('node:http').IncomingHttpHeaders }} req
 *   the request (its socket is a TLS one, with `encrypted`, on https)
 * @param {Set<string>} trusted
 * @returns {{ address: string, secure: boolean }}
 */
export function settleForwarded(req, trusted) {
  const peer = plainAddress(req.socket.remoteAddress);
  const encrypted = Boolean(req.socket.encrypted);
  if (!trusted.has(peer)) {
    for (const name of FORWARDED) delete req.headers[name];
    req.headers['x-forwarded-for'] = peer;
    if (encrypted) req.headers['x-forwarded-proto'] = 'https';
    return { address: peer, secure: encrypted };
  }
  // Through trusted proxies: the reader is the nearest hop that is not one of them.
  const hops = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((hop) => plainAddress(hop.trim()))
    .filter(Boolean);
  let address = peer;
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    address = /** @type {string} */ (hops[i]);
    if (!trusted.has(address)) break;
  }
  req.headers['x-forwarded-for'] = address;
  const proto = first(req.headers['x-forwarded-proto']);
  const host = first(req.headers['x-forwarded-host']);
  if (proto) req.headers['x-forwarded-proto'] = proto;
  if (host) req.headers['x-forwarded-host'] = host;
  return { address, secure: encrypted || proto === 'https' };
}
