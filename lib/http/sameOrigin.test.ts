import { isSameOrigin } from './sameOrigin';

const req = (headers: Record<string, string>) => new Request('http://localhost:3000/x', { method: 'POST', headers });

describe('isSameOrigin', () => {
  it('accepts our own origin', () => expect(isSameOrigin(req({ origin: 'http://localhost:3000', host: 'localhost:3000' }))).toBe(true));
  it('refuses another origin', () => expect(isSameOrigin(req({ origin: 'https://evil.example', host: 'localhost:3000' }))).toBe(false));
  it('refuses a garbage origin', () => expect(isSameOrigin(req({ origin: 'null', host: 'localhost:3000' }))).toBe(false));
  it('a forged X-Forwarded-Host does not make another origin ours (docs/decisions/0024)', () => {
    expect(isSameOrigin(req({ origin: 'https://evil.example', host: 'localhost:3000', 'x-forwarded-host': 'evil.example' }))).toBe(false);
  });
  it('behind a configured proxy, its X-Forwarded-Host names our host', () => {
    process.env.TRUSTED_PROXIES = '10.0.0.5';
    try {
      expect(isSameOrigin(req({ origin: 'https://news.example.cn', host: '10.0.0.9:3000', 'x-forwarded-host': 'news.example.cn' }))).toBe(true);
    } finally {
      delete process.env.TRUSTED_PROXIES;
    }
  });
  it('without Origin, trusts only a same-origin fetch', () => {
    expect(isSameOrigin(req({ 'sec-fetch-site': 'same-origin' }))).toBe(true);
    expect(isSameOrigin(req({ 'sec-fetch-site': 'cross-site' }))).toBe(false);
  });
});
