import { CACHE_FILL_POLICY, contentSecurityPolicy } from './csp';

describe('content security policy', () => {
  it('allows scripts by the nonce only, with the shared directives around it', () => {
    const csp = contentSecurityPolicy('abc', false);
    expect(csp).toMatch(/^default-src 'self'; script-src 'self' 'nonce-abc' 'strict-dynamic'; style-src/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(contentSecurityPolicy('abc', true)).toContain("'unsafe-eval'");
  });
  it('a page-cache render runs no inline script until the front server adds hashes', () => {
    expect(CACHE_FILL_POLICY).toMatch(/script-src 'self'; /);
    expect(CACHE_FILL_POLICY).not.toMatch(/script-src[^;]*(nonce-|unsafe-inline)/);
  });
});
