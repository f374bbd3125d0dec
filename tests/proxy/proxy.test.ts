import { NextRequest } from 'next/server';
import { NONCE_HEADER } from '@/lib/http/requestHeaders';
import { FILL_HEADER } from '@/lib/http/cacheFill';
import { proxy } from '@/proxy';

// docs/security.md, "Headers and CSP": a page rendered for one reader runs its scripts by nonce.
// The nonce the browser is told (the answer's CSP) must be the one the render puts on its
// scripts: proxy.ts hands it to the render as a request header (x-nonce for our layout, and the
// request's CSP, which Next reads for its own scripts). Next carries those request headers on the
// proxy's answer as `x-middleware-request-*` (how NextResponse.rewrite/next pass them on).
jest.mock('@/lib/platform/health', () => ({ isPlatformUp: jest.fn(async () => true) }));

const page = (headers: Record<string, string> = {}) =>
  proxy(new NextRequest('http://touch.test/newsDetail/3/42.html', { headers: { host: 'touch.test', ...headers } }));

const nonceIn = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
const forRender = (response: Response, name: string) => response.headers.get(`x-middleware-request-${name}`);

describe('proxy.ts: the CSP nonce of a reader’s page', () => {
  it('is the nonce the render gets, in the answer’s policy and in the request headers of the render', async () => {
    const response = await page();
    const nonce = nonceIn(response.headers.get('content-security-policy'));
    expect(nonce).toMatch(/^[A-Za-z0-9+/_=-]{16,}$/);
    expect(forRender(response, NONCE_HEADER)).toBe(nonce);
    expect(nonceIn(forRender(response, 'content-security-policy'))).toBe(nonce);
    expect(forRender(response, 'content-security-policy')).toBe(response.headers.get('content-security-policy'));
    expect(response.headers.get('x-middleware-override-headers')?.split(',')).toEqual(
      expect.arrayContaining([NONCE_HEADER, 'content-security-policy']),
    );
  });

  it('is new for every answer', async () => {
    const nonces = await Promise.all(
      [page(), page(), page()].map(async (answer) => nonceIn((await answer).headers.get('content-security-policy'))),
    );
    expect(new Set(nonces).size).toBe(3);
  });

  it('is never the reader’s own: a nonce or policy sent with the request is replaced', async () => {
    const response = await page({
      [NONCE_HEADER]: 'chosen-by-the-reader',
      'content-security-policy': "script-src 'unsafe-inline'",
    });
    const nonce = nonceIn(response.headers.get('content-security-policy'));
    expect(nonce).not.toBe('chosen-by-the-reader');
    expect(forRender(response, NONCE_HEADER)).toBe(nonce);
    expect(forRender(response, 'content-security-policy')).toBe(response.headers.get('content-security-policy'));
    expect(forRender(response, 'content-security-policy')).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('a render for the page cache gets no nonce: the front server sets its policy by hashes', async () => {
    const response = await page({ [FILL_HEADER]: '1' });
    expect(nonceIn(response.headers.get('content-security-policy'))).toBeUndefined();
    expect(forRender(response, NONCE_HEADER)).toBeNull();
  });
});
