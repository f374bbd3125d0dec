import { NextRequest } from 'next/server';
import { getSiteConfig } from '@/features/site/server/siteConfig';
import { getLegalDocument } from '@/features/legal/server/legal';
import { sessionSecret } from '@/lib/session/secret';
import { TEST_ORIGIN } from '@/tests/support/session';
import { WX_CONSENT_COOKIE, WX_DECLINED_COOKIE, WX_TRIES_COOKIE, weixinAuthorization } from './weixin';
import { signConsentMark, verifyState } from './weixinState';

// The proxy's half of the consent step (docs/decisions/0064): a weixin reader who is not signed in
// sees our consent step first, never weixin's authorize page, unless this device already accepted
// the documents in force; "not now" reads on; the step itself is never redirected.
jest.mock('@/features/site/server/siteConfig', () => ({ getSiteConfig: jest.fn() }));
jest.mock('@/features/legal/server/legal', () => ({ getLegalDocument: jest.fn() }));
process.env.SITE_ORIGIN = TEST_ORIGIN;

const WEIXIN_UA = 'Mozilla/5.0 (Linux; Android 14) Mobile MicroMessenger/8.0.47.2560';
let versions = { agreement: 3, privacy: 2 };
beforeEach(() => {
  versions = { agreement: 3, privacy: 2 };
  jest.mocked(getSiteConfig).mockResolvedValue({ weixin: { appId: 'wx-app', authLogin: 2, openLaunchApp: false, authorizeUrl: '' } } as Awaited<ReturnType<typeof getSiteConfig>>);
  jest.mocked(getLegalDocument).mockImplementation(async (kind) => ({ kind, version: versions[kind], lang: 'zh-CN', title: '', html: '', effective: '' }));
});

const ask = (path: string, cookies: Record<string, string> = {}, userAgent = WEIXIN_UA) =>
  weixinAuthorization(new NextRequest(`${TEST_ORIGIN}${path}`, {
    headers: { 'user-agent': userAgent, cookie: Object.entries(cookies).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ') },
  }), false);

describe('the consent step before weixin sign-in', () => {
  it('sends a weixin reader to the consent step with the way back and the page’s language and theme, not to weixin', async () => {
    const response = await ask('/newsDetail/1/2.html?lang=bo&dark=true&from=share');
    const location = new URL(response!.headers.get('location')!);
    expect(location.pathname).toBe('/wap/touch/weixinSignIn.html');
    expect(location.searchParams.get('redirect')).toBe('/newsDetail/1/2.html?lang=bo&dark=true&from=share');
    expect(location.searchParams.get('lang')).toBe('bo');
    expect(location.searchParams.get('dark')).toBe('true');
    // No authorization attempt yet: nothing counted, no nonce.
    expect(response!.headers.getSetCookie()).toEqual([]);
  });

  it('leaves the consent step itself, a reader who said not now, and other browsers alone', async () => {
    expect(await ask('/weixinSignIn.html?redirect=%2Fhome.html')).toBeNull();
    expect(await ask('/home.html', { [WX_DECLINED_COOKIE]: '1' })).toBeNull();
    expect(await ask('/home.html', {}, 'Mozilla/5.0 (Linux; Android 14) Mobile')).toBeNull();
    expect(await ask('/home.html', { [WX_TRIES_COOKIE]: '2' })).toBeNull();
  });

  it('goes straight to weixin, consent in the state, for a device that accepted the versions in force; asks again after a new one', async () => {
    const mark = signConsentMark({ agreement: 3, privacy: 2 }, sessionSecret());
    const straight = new URL((await ask('/search.html', { [WX_CONSENT_COOKIE]: mark }))!.headers.get('location')!);
    expect(straight.host).toBe('open.weixin.qq.com');
    expect(verifyState(straight.searchParams.get('state'), sessionSecret())).toMatchObject({ consent: true, returnPath: '/search.html' });

    versions = { agreement: 3, privacy: 3 };
    const again = new URL((await ask('/search.html', { [WX_CONSENT_COOKIE]: mark }))!.headers.get('location')!);
    expect(again.pathname).toBe('/wap/touch/weixinSignIn.html');
    // A mark we did not sign counts for nothing.
    const forged = new URL((await ask('/search.html', { [WX_CONSENT_COOKIE]: '9.9.forged' }))!.headers.get('location')!);
    expect(forged.pathname).toBe('/wap/touch/weixinSignIn.html');
  });
});
