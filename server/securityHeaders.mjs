// Headers every answer of the site carries (docs/decisions/0024), set by the front server before
// anything else answers: our API's JSON, Next's internal 404s, static files and pages alike.
// Pages replace the Content-Security-Policy with their own (proxy.ts's nonce policy, or the
// front server's hashes for cached pages); everything else keeps this strict one.

/** For answers that are not pages: nothing may load, nothing may frame it. */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
/** A year, subdomains included, once a reader has come over https (a plain-http site sends none). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** @param {{ setHeader(name: string, value: string): unknown }} res the answer @param {{ secure: boolean }} request */
export function setSecurityHeaders(res, { secure }) {
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
  res.setHeader('permissions-policy', 'camera=(), microphone=(), geolocation=()');
  res.setHeader('x-frame-options', 'SAMEORIGIN');
  res.setHeader('content-security-policy', NON_PAGE_POLICY);
  if (secure) res.setHeader('strict-transport-security', HSTS);
}
