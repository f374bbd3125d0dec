import { directivesFor } from './cspHosts';

// Content-Security-Policy. Every answer shares the directives of cspDirectives.json; only
// script-src differs: a per-request nonce on pages rendered for one reader (Next.js reads it from
// the request's CSP header and puts it on its own scripts), hashes on cached pages
// (server/csp.mjs), and 'self' alone on a page-cache render before the front server replaces it.
function policy(scriptSrc: string): string {
  const [defaultSrc, ...otherDirectives] = directivesFor();
  return [defaultSrc, scriptSrc, ...otherDirectives].join('; ');
}

export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export function contentSecurityPolicy(nonce: string, isDev: boolean): string {
  // 'strict-dynamic' lets Next's nonce-bearing loader pull its chunks; eval only in dev (HMR).
  return policy(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${isDev ? " 'unsafe-eval'" : ''}`);
}

/** A page-cache render's policy: the front server replaces it by hashes; alone it runs no inline script. */
export function cacheFillPolicy(): string {
  return policy("script-src 'self'");
}
