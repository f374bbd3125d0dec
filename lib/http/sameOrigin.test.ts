import { isSameOrigin } from './sameOrigin';

const req = (headers: Record<string, string>) => new Request('http://localhost:3000/x', { method: 'POST', headers });

describe('isSameOrigin', () => {
  it('accepts our own origin', () =>
    expect(isSameOrigin(req({ origin: 'http://localhost:3000', host: 'localhost:3000' }))).toBe(true));
  it('refuses another origin', () =>
    expect(isSameOrigin(req({ origin: 'https://evil.example', host: 'localhost:3000' }))).toBe(false));
  it('refuses a garbage origin', () =>
    expect(isSameOrigin(req({ origin: 'null', host: 'localhost:3000' }))).toBe(false));
  it('a forged X-Forwarded-Host does not make another origin ours (docs/decisions/0024)', () => {
    expect(
      isSameOrigin(req({ origin: 'https://evil.example', host: 'localhost:3000', 'x-forwarded-host': 'evil.example' })),
    ).toBe(false);
  });
  it('behind a configured proxy, its X-Forwarded-Host names our host', () => {
    process.env.TRUSTED_PROXIES = '10.0.0.5';
    try {
      expect(
        isSameOrigin(
          req({ origin: 'https://news.example.cn', host: '10.0.0.9:3000', 'x-forwarded-host': 'news.example.cn' }),
        ),
      ).toBe(true);
    } finally {
      delete process.env.TRUSTED_PROXIES;
    }
  });
  it('without Origin, trusts only a same-origin fetch', () => {
    expect(isSameOrigin(req({ 'sec-fetch-site': 'same-origin' }))).toBe(true);
    expect(isSameOrigin(req({ 'sec-fetch-site': 'cross-site' }))).toBe(false);
  });
  it('without Origin or Sec-Fetch-Site: refused', () => expect(isSameOrigin(req({}))).toBe(false));
  it('our host as the browser addressed it, when SITE_ORIGIN names another', () => {
    expect(isSameOrigin(req({ origin: 'https://news.example.cn', host: 'news.example.cn' }))).toBe(true);
    expect(isSameOrigin(req({ origin: 'https://news.example.cn:8443', host: 'news.example.cn' }))).toBe(false);
  });
  it('the configured SITE_ORIGIN, whatever host the request names', () => {
    process.env.SITE_ORIGIN = 'https://news.example.cn/';
    try {
      expect(isSameOrigin(req({ origin: 'https://news.example.cn', host: '10.0.0.9:3000' }))).toBe(true);
      expect(isSameOrigin(req({ origin: 'https://evil.example', host: '10.0.0.9:3000' }))).toBe(false);
    } finally {
      delete process.env.SITE_ORIGIN;
    }
  });
  it('a TRUSTED_PROXIES of spaces is no proxy: X-Forwarded-Host is not believed', () => {
    process.env.TRUSTED_PROXIES = '  ';
    try {
      expect(
        isSameOrigin(
          req({ origin: 'https://evil.example', host: 'localhost:3000', 'x-forwarded-host': 'evil.example' }),
        ),
      ).toBe(false);
    } finally {
      delete process.env.TRUSTED_PROXIES;
    }
  });
  it('behind a configured proxy that sends no X-Forwarded-Host, the Host header names us', () => {
    process.env.TRUSTED_PROXIES = '10.0.0.5';
    try {
      expect(isSameOrigin(req({ origin: 'https://news.example.cn', host: 'news.example.cn' }))).toBe(true);
      expect(
        isSameOrigin(
          req({ origin: 'https://news.example.cn', host: 'news.example.cn', 'x-forwarded-host': 'other.example.cn' }),
        ),
      ).toBe(false);
    } finally {
      delete process.env.TRUSTED_PROXIES;
    }
  });
});
