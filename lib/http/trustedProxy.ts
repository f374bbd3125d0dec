/**
 * Whether a proxy in front is configured (TRUSTED_PROXIES, docs/security.md "Trusted proxies").
 * The front server (server/forwarded.mjs) removes X-Forwarded-* headers that did not come from
 * one; code here reads them only when one is configured, so a bare `next start` or a test
 * that skips the front server does not believe them either.
 */
export function forwardedHeadersTrusted(): boolean {
  return (process.env.TRUSTED_PROXIES ?? '').trim() !== '';
}
