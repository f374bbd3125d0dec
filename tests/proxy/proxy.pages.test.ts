import { NextRequest, NextResponse } from 'next/server';
import {
  LOCALE_HEADER,
  PATH_HEADER,
  PLATFORM_DOWN_HEADER,
  RENDER_FAILED_HEADER,
  SERVER_BUSY_HEADER,
} from '@/lib/http/requestHeaders';
import { FILL_HEADER } from '@/lib/http/cacheFill';
import { cacheFillPolicy } from '@/lib/http/csp';
import { DEVICE_COOKIE, deviceFromCookie, newDeviceId, signedDevice } from '@/lib/session/device';
import { SESSION_COOKIE } from '@/lib/session/session';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { homeRoute } from '@/features/columns/paths';
import { isPlatformUp } from '@/lib/platform/health';
import { isOwnLoopLagging } from '@/lib/platform/loopLag';
import { weixinAuthorization } from '@/features/member/server/weixinAuthorization';
import { config, proxy } from '@/proxy';

// What proxy.ts decides for a page, read on its answer as Next reads it (docs/security.md, "Headers
// and CSP"; docs/decisions/0015, 0033): the security headers, the cookies and their flags, the 503
// rewrites, the `.html` routes, and that a page-cache render (the fill header) carries nothing of
// its reader. Each test here kills mutants of proxy.ts that survived the nonce tests
// (docs/reliability.md, "Mutation testing").
jest.mock('@/lib/platform/health', () => ({ isPlatformUp: jest.fn() }));
jest.mock('@/lib/platform/loopLag', () => ({ isOwnLoopLagging: jest.fn() }));
jest.mock('@/features/member/server/weixinAuthorization', () => ({ weixinAuthorization: jest.fn() }));

const platformUp = jest.mocked(isPlatformUp);
const lagging = jest.mocked(isOwnLoopLagging);
const weixin = jest.mocked(weixinAuthorization);

beforeEach(() => {
  platformUp.mockReset().mockResolvedValue(true);
  lagging.mockReset().mockReturnValue(false);
  weixin.mockReset().mockResolvedValue(null);
  delete process.env.COOKIE_SECURE;
});

const ARTICLE = '/newsDetail/3/42.html';
const page = (path = ARTICLE, headers: Record<string, string> = {}, origin = 'http://touch.test') =>
  proxy(new NextRequest(`${origin}${path}`, { headers: { host: 'touch.test', ...headers } }));
const fill = (headers: Record<string, string> = {}, path = ARTICLE) => page(path, { [FILL_HEADER]: '1', ...headers });
const forRender = (response: Response, name: string) => response.headers.get(`x-middleware-request-${name}`);
const rewrittenTo = (response: Response) => {
  const target = response.headers.get('x-middleware-rewrite');
  return target === null ? null : new URL(target).pathname;
};
/** The Set-Cookie line of `name`, its attributes lower-cased and split. */
function cookieOf(response: Response, name: string): { value: string; attributes: string[] } | null {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  if (line === undefined) return null;
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  return {
    value: decodeURIComponent(pair.slice(name.length + 1)),
    attributes: attributes.map((attribute) => attribute.toLowerCase()),
  };
}
const ONE_YEAR = `max-age=${60 * 60 * 24 * 365}`;

describe('proxy.ts: addresses', () => {
  // '/ho.htmlme/1': only a `.html` at the end of the first segment is the platform's suffix.
  it.each(['/', '/no-such-route/1.html', '/no-such-route', '/ho.htmlme/1'])('%s goes home', async (path) => {
    const response = await page(path);
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get('location')!).pathname).toBe(homeRoute.href());
  });

  it('a page’s `.html` address is served by its route; the platform’s index.html by the home route', async () => {
    expect(rewrittenTo(await page(ARTICLE))).toBe('/newsDetail/3/42');
    expect(rewrittenTo(await page('/index.html'))).toBe('/home');
    expect(rewrittenTo(await page('/newsDetail/3/42'))).toBeNull();
  });

  it('the render is told the page’s own address, with `.html` and its query (the way back after login)', async () => {
    expect(forRender(await page('/newsDetail/3/42?lang=en'), PATH_HEADER)).toBe('/newsDetail/3/42.html?lang=en');
  });

  it('internal files pass untouched: no redirect, no headers of a page, no cookie', async () => {
    const response = await page('/robots.txt');
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe('proxy.ts: which requests it sees (config.matcher)', () => {
  const seen = (path: string) => config.matcher.some((pattern) => new RegExp(`^${pattern}$`).test(path));
  it('every page and API call; not Next’s static files, nor uploads (their handler reads the body as it streams, 0042)', () => {
    expect(seen('/newsDetail/3/42.html')).toBe(true);
    expect(seen('/api/articles/like')).toBe(true);
    expect(seen('/api/uploads')).toBe(false);
    expect(seen('/_next/static/chunks/app.js')).toBe(false);
  });
});

describe('proxy.ts: the policy of a reader’s page', () => {
  it('no eval outside development; eval in development only (hot reload)', async () => {
    expect((await page()).headers.get('content-security-policy')).not.toContain('unsafe-eval');
    const env = process.env as Record<string, string | undefined>;
    const before = env.NODE_ENV;
    env.NODE_ENV = 'development';
    try {
      expect((await page()).headers.get('content-security-policy')).toContain("'unsafe-eval'");
    } finally {
      env.NODE_ENV = before;
    }
  });
});

describe('proxy.ts: the security headers of every page', () => {
  it.each([
    ['a reader’s page', () => page()],
    ['a page-cache render', () => fill()],
    ['the 503 page', () => (platformUp.mockResolvedValue(false), page())],
  ])('%s: nosniff, the referrer policy, no camera, microphone or location', async (_, answer) => {
    const response = await answer();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=()');
  });
});

describe('proxy.ts: a page-cache render carries nothing of its reader', () => {
  it('is the page itself while the platform is up: no 503 without the front server’s mark', async () => {
    const response = await fill();
    expect(response.status).toBe(200);
    expect(rewrittenTo(response)).toBe('/newsDetail/3/42');
  });

  it('the policy is the fill’s (no nonce) and a policy the request brought is not passed to the render', async () => {
    const response = await fill({ 'content-security-policy': "script-src 'unsafe-inline'" });
    expect(response.headers.get('content-security-policy')).toBe(cacheFillPolicy());
    expect(forRender(response, 'content-security-policy')).toBeNull();
    expect(response.headers.get('x-middleware-override-headers')?.split(',')).not.toContain('content-security-policy');
  });

  it('sets no cookie (no device, no language, no session) and asks neither weixin nor the refresh', async () => {
    const response = await fill({ cookie: `${SESSION_COOKIE}=not-a-seal` }, `${ARTICLE}?lang=bo`);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(weixin).not.toHaveBeenCalled();
    expect(forRender(response, 'cookie')).toBe(`${SESSION_COOKIE}=not-a-seal`);
  });
});

describe('proxy.ts: the reader’s language', () => {
  it('?lang= is the render’s language and is kept in a cookie: HttpOnly, SameSite=Lax, a year, the whole site', async () => {
    const response = await page(`${ARTICLE}?lang=bo`, { cookie: `${LOCALE_COOKIE}=en` });
    expect(forRender(response, LOCALE_HEADER)).toBe('bo');
    const cookie = cookieOf(response, LOCALE_COOKIE);
    expect(cookie?.value).toBe('bo');
    expect(cookie?.attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', ONE_YEAR, 'path=/']));
    expect(cookie?.attributes).not.toContain('secure');
  });

  it('without ?lang= the cookie’s language, else the default; no cookie is set', async () => {
    const kept = await page(ARTICLE, { cookie: `${LOCALE_COOKIE}=de` });
    expect(forRender(kept, LOCALE_HEADER)).toBe('de');
    expect(cookieOf(kept, LOCALE_COOKIE)).toBeNull();
    expect(forRender(await page(`${ARTICLE}?lang=xx`, { cookie: `${LOCALE_COOKIE}=fr` }), LOCALE_HEADER)).toBe('fr');
    const none = await page(`${ARTICLE}?lang=xx`, { cookie: `${LOCALE_COOKIE}=xx` });
    expect(forRender(none, LOCALE_HEADER)).toBe('cn');
    expect(cookieOf(none, LOCALE_COOKIE)).toBeNull();
  });
});

describe('proxy.ts: cookies are Secure whenever the reader is on https', () => {
  it.each([
    ['https', () => page(`${ARTICLE}?lang=en`, {}, 'https://touch.test')],
    [
      'X-Forwarded-Proto: https (a TLS-terminating proxy)',
      () => page(`${ARTICLE}?lang=en`, { 'x-forwarded-proto': 'https' }),
    ],
    ['COOKIE_SECURE=1', () => ((process.env.COOKIE_SECURE = '1'), page(`${ARTICLE}?lang=en`))],
  ])('%s', async (_, answer) => {
    const response = await answer();
    expect(cookieOf(response, LOCALE_COOKIE)?.attributes).toContain('secure');
    expect(cookieOf(response, DEVICE_COOKIE)?.attributes).toContain('secure');
  });

  it('and not on plain http', async () => {
    process.env.COOKIE_SECURE = '0';
    const response = await page(`${ARTICLE}?lang=en`, { 'x-forwarded-proto': 'http' });
    expect(cookieOf(response, DEVICE_COOKIE)?.attributes).not.toContain('secure');
  });
});

describe('proxy.ts: the device cookie of a page', () => {
  it('a reader without one is given a device this server signed: HttpOnly, SameSite=Lax, a year', async () => {
    const cookie = cookieOf(await page(), DEVICE_COOKIE);
    expect(deviceFromCookie(cookie?.value)).not.toBeNull();
    expect(cookie?.attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', ONE_YEAR, 'path=/']));
  });

  it('a reader with a signed device keeps it; a forged one is replaced', async () => {
    const own = signedDevice(newDeviceId());
    expect(cookieOf(await page(ARTICLE, { cookie: `${DEVICE_COOKIE}=${own}` }), DEVICE_COOKIE)).toBeNull();
    const forged = `${newDeviceId()}.AAAAAAAAAAAAAAAAAAAAAA`;
    const replaced = cookieOf(await page(ARTICLE, { cookie: `${DEVICE_COOKIE}=${forged}` }), DEVICE_COOKIE);
    expect(replaced?.value).not.toBe(forged);
    expect(deviceFromCookie(replaced?.value)).not.toBeNull();
  });
});

describe('proxy.ts: the session before the render', () => {
  it('a cookie that is no session (tampered, another secret) is cleared for the render and in the browser', async () => {
    const response = await page(
      ARTICLE,
      { cookie: `${SESSION_COOKIE}=tampered; ${LOCALE_COOKIE}=en` },
      'https://touch.test',
    );
    expect(forRender(response, 'cookie')).toBe(`${SESSION_COOKIE}=; ${LOCALE_COOKIE}=en`);
    const cleared = cookieOf(response, SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    expect(cleared?.attributes).toEqual(
      expect.arrayContaining(['httponly', 'samesite=lax', 'secure', 'path=/', 'max-age=0']),
    );
  });

  it('without a session cookie nothing of the session changes', async () => {
    const response = await page(ARTICLE, { cookie: `${LOCALE_COOKIE}=en` });
    expect(cookieOf(response, SESSION_COOKIE)).toBeNull();
    expect(forRender(response, 'cookie')).toBe(`${LOCALE_COOKIE}=en`);
  });
});

describe('proxy.ts: weixin readers who are not signed in', () => {
  it('get weixin’s answer (the consent step or its authorize page) instead of the page, told whether cookies are Secure', async () => {
    const redirect = NextResponse.redirect('https://open.weixin.qq.com/connect/oauth2/authorize', 302);
    weixin.mockResolvedValue(redirect);
    expect(await page(ARTICLE, {}, 'https://touch.test')).toBe(redirect);
    expect(weixin).toHaveBeenCalledWith(expect.any(NextRequest), true);
    await page();
    expect(weixin).toHaveBeenLastCalledWith(expect.any(NextRequest), false);
  });
});

describe('proxy.ts: the 503 page', () => {
  it('the platform down: its 503 page, Retry-After 10, the render told so (and not that we are busy)', async () => {
    platformUp.mockResolvedValue(false);
    const response = await page();
    expect(response.status).toBe(503);
    expect(rewrittenTo(response)).toBe('/unavailable');
    expect(response.headers.get('retry-after')).toBe('10');
    expect(forRender(response, PLATFORM_DOWN_HEADER)).toBe('1');
    expect(forRender(response, SERVER_BUSY_HEADER)).toBeNull();
  });

  it('the platform down while our loop lags is still the platform’s 503 page, for a reader and for a failed fill', async () => {
    platformUp.mockResolvedValue(false);
    lagging.mockReturnValue(true);
    for (const response of [await page(), await fill({ [RENDER_FAILED_HEADER]: '1' })]) {
      expect(response.headers.get('retry-after')).toBe('10');
      expect(forRender(response, SERVER_BUSY_HEADER)).toBeNull();
    }
  });

  it('the front server asks for the busy page: 503, Retry-After 5, without asking the platform', async () => {
    platformUp.mockResolvedValue(false);
    const response = await fill({ [SERVER_BUSY_HEADER]: '1' });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(forRender(response, SERVER_BUSY_HEADER)).toBe('1');
    expect(platformUp).not.toHaveBeenCalled();
  });

  it('a fill whose render failed: the busy page while our own loop lags, the platform’s 503 page when it does not', async () => {
    lagging.mockReturnValue(true);
    const busy = await fill({ [RENDER_FAILED_HEADER]: '1' });
    expect(rewrittenTo(busy)).toBe('/unavailable');
    expect(busy.headers.get('retry-after')).toBe('5');
    expect(forRender(busy, RENDER_FAILED_HEADER)).toBeNull();
    lagging.mockReturnValue(false);
    const down = await fill({ [RENDER_FAILED_HEADER]: '1' });
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('10');
    expect(forRender(down, SERVER_BUSY_HEADER)).toBeNull();
  });

  it('a reader cannot ask for it: the front server’s marks and the down mark are only honoured on a fill, and never passed on', async () => {
    lagging.mockReturnValue(true);
    const response = await page(ARTICLE, {
      [SERVER_BUSY_HEADER]: '1',
      [RENDER_FAILED_HEADER]: '1',
      [PLATFORM_DOWN_HEADER]: '1',
    });
    expect(response.status).toBe(200);
    expect(rewrittenTo(response)).toBe('/newsDetail/3/42');
    for (const mark of [SERVER_BUSY_HEADER, RENDER_FAILED_HEADER, PLATFORM_DOWN_HEADER])
      expect(forRender(response, mark)).toBeNull();
    expect(response.headers.get('retry-after')).toBeNull();
  });
});
