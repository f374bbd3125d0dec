import { NextRequest } from 'next/server';
import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import { getLegalDocument } from '@/features/legal/server/legal';
import { sessionSecret } from '@/lib/session/secret';
import { sealMember, TEST_ORIGIN, testMember } from '@/tests/support/session';
import { WX_CONSENT_COOKIE, WX_DECLINED_COOKIE, WX_TRIES_COOKIE, weixinAuthorization } from './weixinAuthorization';
import { signConsentMark, verifyState } from '@/lib/auth/weixinState';

// The proxy's half of the consent step (docs/decisions/0064, 0079): a weixin reader who is not signed
// in reads public pages as they are; where they sign in (the login page, a member's page) they see
// our consent step first, never weixin's authorize page, unless this device already accepted the
// documents in force, which authorizes silently anywhere; "not now" reads on; the step itself is
// never redirected.
jest.mock('@/lib/platform/siteConfig/siteConfig', () => ({ getSiteConfig: jest.fn() }));
jest.mock('@/features/legal/server/legal', () => ({ getLegalDocument: jest.fn() }));
process.env.SITE_ORIGIN = TEST_ORIGIN;

const WEIXIN_UA = 'Mozilla/5.0 (Linux; Android 14) Mobile MicroMessenger/8.0.47.2560';
let versions = { agreement: 3, privacy: 2 };
beforeEach(() => {
  versions = { agreement: 3, privacy: 2 };
  jest
    .mocked(getSiteConfig)
    .mockResolvedValue({ weixin: { appId: 'wx-app', authLogin: 2, openLaunchApp: false, authorizeUrl: '' } } as Awaited<
      ReturnType<typeof getSiteConfig>
    >);
  jest.mocked(getLegalDocument).mockImplementation(async (kind) => ({
    kind,
    version: versions[kind],
    lang: 'zh-CN',
    title: '',
    html: '',
    effective: '',
  }));
});

const ask = (
  path: string,
  cookies: Record<string, string> = {},
  userAgent = WEIXIN_UA,
  { method = 'GET', secure = false } = {},
) =>
  weixinAuthorization(
    new NextRequest(`${TEST_ORIGIN}${path}`, {
      method,
      headers: {
        'user-agent': userAgent,
        cookie: Object.entries(cookies)
          .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
          .join('; '),
      },
    }),
    secure,
  );

describe('the consent step before weixin sign-in', () => {
  it('shows a shared article as it is: no step, no authorization, no call', async () => {
    jest.mocked(getSiteConfig).mockClear();
    expect(await ask('/newsDetail/1/2.html?lang=bo&from=share')).toBeNull();
    expect(await ask('/home.html')).toBeNull();
    expect(getSiteConfig).not.toHaveBeenCalled();
  });

  it('sends a weixin reader who signs in to the consent step, back to the page the login was for, in its language and theme', async () => {
    const response = await ask(
      `/login.html?redirect=${encodeURIComponent('/newsDetail/1/2.html?from=share')}&lang=bo&dark=true`,
    );
    const location = new URL(response!.headers.get('location')!);
    expect(location.pathname).toBe('/wap/touch/weixinSignIn.html');
    expect(location.searchParams.get('redirect')).toBe('/newsDetail/1/2.html?from=share');
    expect(location.searchParams.get('lang')).toBe('bo');
    expect(location.searchParams.get('dark')).toBe('true');
    const memberPage = new URL((await ask('/getUserInfo.html'))!.headers.get('location')!);
    expect(memberPage.searchParams.get('redirect')).toBe('/getUserInfo.html');
    // No authorization attempt yet: nothing counted, no nonce.
    expect(response!.headers.getSetCookie()).toEqual([]);
  });

  it('leaves the consent step itself, a reader who said not now, and other browsers alone', async () => {
    expect(await ask('/weixinSignIn.html?redirect=%2Fhome.html')).toBeNull();
    expect(await ask('/getUserInfo.html', { [WX_DECLINED_COOKIE]: '1' })).toBeNull();
    expect(await ask('/getUserInfo.html', {}, 'Mozilla/5.0 (Linux; Android 14) Mobile')).toBeNull();
    expect(await ask('/getUserInfo.html', { [WX_TRIES_COOKIE]: '2' })).toBeNull();
  });

  it('goes straight to weixin, consent in the state, for a device that accepted the versions in force; asks again after a new one', async () => {
    const mark = signConsentMark({ agreement: 3, privacy: 2 }, sessionSecret());
    const straight = new URL((await ask('/search.html', { [WX_CONSENT_COOKIE]: mark }))!.headers.get('location')!);
    expect(straight.host).toBe('open.weixin.qq.com');
    expect(verifyState(straight.searchParams.get('state'), sessionSecret())).toMatchObject({
      consent: true,
      returnPath: '/search.html',
    });

    versions = { agreement: 3, privacy: 3 };
    // A new version is asked for where the reader signs in, not before reading.
    expect(await ask('/search.html', { [WX_CONSENT_COOKIE]: mark })).toBeNull();
    const again = new URL((await ask('/login.html', { [WX_CONSENT_COOKIE]: mark }))!.headers.get('location')!);
    expect(again.pathname).toBe('/wap/touch/weixinSignIn.html');
    // A mark we did not sign counts for nothing.
    expect(await ask('/search.html', { [WX_CONSENT_COOKIE]: '9.9.forged' })).toBeNull();
    const forged = new URL((await ask('/login.html', { [WX_CONSENT_COOKIE]: '9.9.forged' }))!.headers.get('location')!);
    expect(forged.pathname).toBe('/wap/touch/weixinSignIn.html');
  });
});

describe('the consent step and the authorize redirect: their edges (docs/reliability.md, "Mutation testing")', () => {
  it('the authorize redirect sets the nonce for the callback only and counts the try, both HttpOnly and SameSite, Secure over https', async () => {
    const mark = signConsentMark({ agreement: 3, privacy: 2 }, sessionSecret());
    const response = (await ask('/search.html', { [WX_CONSENT_COOKIE]: mark, [WX_TRIES_COOKIE]: '1' }, WEIXIN_UA, {
      secure: true,
    }))!;
    expect(response.headers.get('cache-control')).toBe('no-store');
    const [nonce, tries] = response.headers.getSetCookie();
    expect(nonce).toMatch(/^touch_wx_nonce=[\w-]{22}; Path=\/wap\/touch\/api\/member\/weixinCallback; /);
    expect(tries).toMatch(/^touch_wx_tries=2; Path=\/; /);
    for (const cookie of [nonce, tries]) {
      expect(cookie).toContain('; Max-Age=600; ');
      expect(cookie).toMatch(/; Secure; HttpOnly; SameSite=lax$/i);
    }
    const plain = (await ask('/search.html', { [WX_CONSENT_COOKIE]: mark }))!.headers.getSetCookie();
    expect(plain.join('\n')).not.toMatch(/Secure/);
    expect(plain[1]).toMatch(/^touch_wx_tries=1;/);
  });

  it('the consent step is not kept by any cache, and takes over only the look the page was asked with', async () => {
    const response = (await ask('/getUserInfo.html?grey=1'))!;
    expect(response.headers.get('cache-control')).toBe('no-store');
    const location = new URL(response.headers.get('location')!);
    expect([...location.searchParams.keys()].sort()).toEqual(['grey', 'redirect']);
  });

  it('leaves alone: anything but GET, the step under its address without .html, a signed-in member, a site without weixin sign-in or without a config', async () => {
    expect(await ask('/getUserInfo.html', {}, WEIXIN_UA, { method: 'POST' })).toBeNull();
    expect(await ask('/weixinSignIn')).toBeNull();
    expect(
      await ask('/getUserInfo.html', { touch_session: await sealMember(testMember({ via: 'weixin' })) }),
    ).toBeNull();
    jest.mocked(getSiteConfig).mockResolvedValueOnce({
      weixin: { appId: 'wx-app', authLogin: 0, openLaunchApp: false, authorizeUrl: '' },
    } as Awaited<ReturnType<typeof getSiteConfig>>);
    expect(await ask('/getUserInfo.html')).toBeNull();
    jest.mocked(getSiteConfig).mockRejectedValueOnce(new Error('platform down'));
    expect(await ask('/getUserInfo.html')).toBeNull();
  });

  it("asks again when the platform names only one of the documents in force, and reads the Chinese text's versions", async () => {
    const mark = signConsentMark({ agreement: 3, privacy: 2 }, sessionSecret());
    jest.mocked(getLegalDocument).mockClear();
    jest
      .mocked(getLegalDocument)
      .mockImplementation(
        async (kind, lang) =>
          (kind === 'privacy' || lang !== 'cn'
            ? null
            : { kind, version: 3, lang: 'zh-CN', title: '', html: '', effective: '' }) as Awaited<
            ReturnType<typeof getLegalDocument>
          >,
      );
    const location = new URL((await ask('/getUserInfo.html', { [WX_CONSENT_COOKIE]: mark }))!.headers.get('location')!);
    expect(location.pathname).toBe('/wap/touch/weixinSignIn.html');
    expect(
      jest
        .mocked(getLegalDocument)
        .mock.calls.map(([kind, lang]) => `${kind}:${lang}`)
        .sort(),
    ).toEqual(['agreement:cn', 'privacy:cn']);
  });
});
