import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import { getLegalDocument } from '@/features/legal/server/legal';
import { sessionSecret } from '@/lib/session/secret';
import { verifyConsentMark, verifyState } from '@/lib/auth/weixinState';
import { WX_CONSENT_COOKIE, WX_NONCE_COOKIE } from '@/features/member/server/weixinAuthorization';
import { apiRequest, deviceCookie, TEST_ORIGIN } from '@/tests/support/session';
import { POST } from './weixinStart.handler';

// The consent step before weixin sign-in (docs/decisions/0064): no authorize address without the
// ticked box; the address's signed state says the reader consented and comes back to our own origin
// only; the device remembers the versions it accepted. The platform stands in for the config and
// the documents' versions.
jest.mock('@/lib/platform/siteConfig/siteConfig', () => ({ getSiteConfig: jest.fn() }));
jest.mock('@/features/legal/server/legal', () => ({ getLegalDocument: jest.fn() }));
process.env.SITE_ORIGIN = TEST_ORIGIN;

beforeEach(() => {
  jest.mocked(getSiteConfig).mockResolvedValue({
    weixin: {
      appId: 'wx-app',
      authLogin: 2,
      openLaunchApp: false,
      authorizeUrl: 'https://open.weixin.qq.com/connect/oauth2/authorize',
    },
  } as Awaited<ReturnType<typeof getSiteConfig>>);
  jest.mocked(getLegalDocument).mockImplementation(async (kind) => ({
    kind,
    version: kind === 'agreement' ? 3 : 2,
    lang: 'zh-CN',
    title: '',
    html: '',
    effective: '',
  }));
});

const start = (body: Record<string, unknown>) =>
  POST(apiRequest('member/weixinStart', { body, cookies: [deviceCookie()] }));
const setCookie = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0]
    ?.slice(name.length + 1);

describe('POST /api/member/weixinStart', () => {
  it('refuses without the ticked box: 422 consentRequired, no address, no cookie', async () => {
    for (const body of [{ redirect: '/home.html' }, { consent: false, redirect: '/home.html' }]) {
      const response = await start(body);
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({ error: { code: 'consentRequired' } });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it("answers weixin's authorize address whose signed state carries the consent and the way back", async () => {
    const response = await start({ consent: true, redirect: '/newsDetail/3/42.html?lang=en' });
    expect(response.status).toBe(200);
    const url = new URL(((await response.json()) as { url: string }).url);
    expect(`${url.origin}${url.pathname}`).toBe('https://open.weixin.qq.com/connect/oauth2/authorize');
    expect(url.searchParams.get('redirect_uri')).toBe(`${TEST_ORIGIN}/wap/touch/api/member/weixinCallback`);
    const state = verifyState(url.searchParams.get('state'), sessionSecret());
    expect(state).toMatchObject({ consent: true, returnPath: '/newsDetail/3/42.html?lang=en' });
    expect(setCookie(response, WX_NONCE_COOKIE)).toBe(state?.nonce);
    expect(
      verifyConsentMark(decodeURIComponent(setCookie(response, WX_CONSENT_COOKIE) ?? ''), sessionSecret()),
    ).toEqual({ agreement: 3, privacy: 2 });
    // The mark is kept a year, where no script reads it; an earlier "not now" is forgotten.
    const cookies = response.headers.getSetCookie();
    const mark = cookies.find((cookie) => cookie.startsWith('touch_wx_consent='));
    expect(mark).toMatch(/; Path=\/; .*Max-Age=31536000; .*HttpOnly; SameSite=lax$/i);
    expect(cookies.find((cookie) => cookie.startsWith('touch_wx_declined='))).toMatch(
      /^touch_wx_declined=; Path=\/; .*Max-Age=0/,
    );
  });

  it('comes back to our own origin only', async () => {
    for (const redirect of ['https://evil.example/x', '//evil.example/x', '/\\evil.example']) {
      const url = new URL(((await (await start({ consent: true, redirect })).json()) as { url: string }).url);
      expect(verifyState(url.searchParams.get('state'), sessionSecret())?.returnPath).toBe('/home.html');
    }
  });
});
