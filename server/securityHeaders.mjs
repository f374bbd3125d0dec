// Headers every answer of the site carries (docs/decisions/0024), set by the front server before
// anything else answers: our API's JSON, Next's internal 404s, static files and pages alike.
// Pages replace the Content-Security-Policy with their own (proxy.ts's nonce policy, or the
// front server's hashes for cached pages); everything else keeps this strict one.

/** For answers that are not pages: nothing may load, nothing may frame it. */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
/** A year, subdomains included, once a reader has come over https (a plain-http site sends none). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The headers of an answer that is not a page. @param {{ secure: boolean }} request @returns {[string, string][]} */
export function securityHeaders({ secure }) {
  /** @type {[string, string][]} */
  const headers = [
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['permissions-policy', 'camera=(), microphone=(), geolocation=()'],
    ['x-frame-options', 'SAMEORIGIN'],
    ['content-security-policy', NON_PAGE_POLICY],
  ];
  if (secure) headers.push(['strict-transport-security', HSTS]);
  return headers;
}

/** @param {{ setHeader(name: string, value: string): unknown }} res the answer @param {{ secure: boolean }} request */
export function setSecurityHeaders(res, request) {
  for (const [name, value] of securityHeaders(request)) res.setHeader(name, value);
}

/**
 * An answer written on the socket itself, before or instead of a request (too many connections,
 * a request too slow to arrive, one that cannot be parsed): the same headers as every other
 * answer (docs/decisions/0080), the connection closed.
 * @param {number} status @param {string} reason @param {{ body?: string, headers?: [string, string][], secure?: boolean }} [o]
 */
export function rawAnswer(status, reason, { body = '', headers = [], secure = false } = {}) {
  const lines = [
    ...headers,
    ...securityHeaders({ secure }),
    ['cache-control', 'no-store'],
    ['connection', 'close'],
    ['content-length', String(Buffer.byteLength(body))],
  ];
  return `HTTP/1.1 ${status} ${reason}\r\n${lines.map(([name, value]) => `${name}: ${value}`).join('\r\n')}\r\n\r\n${body}`;
}
