/**
 * Password sign-in through the real SSO (docs/decisions/0096), at HTTP level: POST
 * /api/member/authLogin against the reference platform speaking the 2020 dialect (PLATFORM_DIALECT
 * g2), the front told it is a g2 platform. The password goes to /sso-app/api/login as its md5 text,
 * signed as the SSO's SignFilter checks; the member it answers is sealed into the session; a wrong
 * password is the form's passwordWrong with the SSO's words; signing out ends the token on the SSO.
 * An SMS-code sign-in goes to the SSO's sendCode and loginByPhone (features/member/server/login.ts),
 * its codes read from the platform's development routes (platform/routes/dev.mjs). A weixin sign-in
 * goes from the platform's stand-in for weixin's authorize page, through our callback, to the SSO's
 * oauthLogin (features/member/server/thirdLogin.ts).
 */
import { unsealData } from 'iron-session';
import type { NextRequest } from 'next/server';
import { apiRequest, deviceCookie, freshDeviceId, sessionCookie, TEST_ORIGIN } from '@/tests/support/session';
import { launchPlatform, type RunningPlatform } from '@/platform/launch.mjs';
import { SESSION_COOKIE } from '@/lib/session/session';
import { sessionSecret } from '@/lib/session/secret';
import type { SessionMember } from '@/lib/session/member';
import { newNonce, signState, STATE_TTL_MS } from '@/lib/auth/weixinState';

jest.setTimeout(90_000);
process.env.SITE_ORIGIN = TEST_ORIGIN;

type Handler = { POST: (request: NextRequest) => Promise<Response> };
let platform: RunningPlatform;
let signIn: Handler;
let signOut: Handler;
let smsCode: Handler;
let pictureCode: { GET: (request: NextRequest) => Promise<Response> };
let weixinCallback: { GET: (request: NextRequest) => Promise<Response> };
let weixinNonceCookie: string;
let sso: typeof import('@/features/member/server/ssoApp');
let calls: typeof import('@/features/member/calls');

beforeAll(async () => {
  // PLATFORM_DEV: /dev/ shows the codes a picture and an SMS would carry (platform/routes/dev.mjs).
  // PLATFORM_LOG: its request log says which SSO call a sign-in went to.
  platform = await launchPlatform({
    seedArticles: 20,
    env: { PLATFORM_DIALECT: 'g2', PLATFORM_DEV: '1', PLATFORM_LOG: '1' },
  });
  process.env.XY_API_BASE_URL = platform.url;
  process.env.XY_PLATFORM_GENERATION = 'g2';
  await jest.isolateModulesAsync(async () => {
    signIn = await import('@/features/member/authLogin.handler');
    signOut = await import('@/features/member/authLogout.handler');
    smsCode = await import('@/features/member/authSms.handler');
    pictureCode = await import('@/features/member/authVerifyCode.handler');
    weixinCallback = await import('@/features/member/weixinCallback.handler');
    weixinNonceCookie = (await import('@/features/member/server/weixinAuthorization')).WX_NONCE_COOKIE;
    sso = await import('@/features/member/server/ssoApp');
    calls = await import('@/features/member/calls');
  });
});
afterAll(() => platform?.stop());

const login = (device: string, password: string) =>
  signIn.POST(
    apiRequest('member/authLogin', {
      body: { mode: 'password', phone: '13800000001', password, consent: true },
      cookies: [deviceCookie(device)],
      address: '198.51.100.91',
    }),
  );

/** The session cookie a response set, and the member sealed in it. */
async function sessionOf(response: Response) {
  const cookie = response.headers.getSetCookie().find((set) => set.startsWith(`${SESSION_COOKIE}=`))!;
  const sealed = cookie.slice(SESSION_COOKIE.length + 1).split(';')[0]!;
  const { member } = await unsealData<{ member: SessionMember }>(sealed, { password: sessionSecret() });
  return { sealed, member };
}

test('signs in by password through /sso-app/api/login, seals the SSO’s member, and signing out ends its token there', async () => {
  const device = freshDeviceId();
  const response = await login(device, 'demo1234');
  expect(response.status).toBe(200);
  const { sealed, member } = await sessionOf(response);
  expect(member).toMatchObject({ device, via: 'phone' });
  expect(member.userId).toMatch(/^\d+$/);
  expect(member.accessToken).not.toBe('');

  const out = await signOut.POST(
    apiRequest('member/authLogout', { body: {}, cookies: [deviceCookie(device), sessionCookie(sealed)] }),
  );
  expect(out.status).toBe(200);
  // The SSO no longer knows the login: a second logout of the same token is refused in its words.
  const again = sso.ssoAppCall(
    calls.ssoLogoutCall,
    { userId: member.userId, device, token: member.accessToken },
    { device, token: member.accessToken },
  );
  await expect(again).rejects.toMatchObject({ message: '用户不存在或者已退出' });
});

test('a wrong password is the form’s passwordWrong, with the SSO’s words', async () => {
  const response = await login(freshDeviceId(), 'not-the-password');
  expect(response.status).toBe(401);
  // The SSO's own words (a designed platform says "phone number or password incorrect"): the call went to the SSO.
  expect(await response.json()).toMatchObject({ error: { code: 'passwordWrong', message: '用户名或密码不正确' } });
  expect(
    response.headers
      .getSetCookie()
      .some((set) => set.startsWith(`${SESSION_COOKIE}=`) && !set.startsWith(`${SESSION_COOKIE}=;`)),
  ).toBe(false);
});

test('signs in by SMS code through /sso-app/api/sendCode and loginByPhone, sealing the SSO’s member', async () => {
  const device = freshDeviceId();
  const phone = '13800000001';
  const dev = async (path: string) =>
    ((await (await fetch(`${platform.url}/dev/${path}`)).json()) as { code: string }).code;
  const picture = await pictureCode.GET(
    apiRequest('member/authVerifyCode', { method: 'GET', cookies: [deviceCookie(device)] }),
  );
  expect(picture.status).toBe(200);
  const imageCode = await dev(`verify-code/${device}`);
  const sent = await smsCode.POST(
    apiRequest('member/authSms', {
      body: { phone, imageCode },
      cookies: [deviceCookie(device)],
      address: '198.51.100.93',
    }),
  );
  expect(sent.status).toBe(200);
  const code = await dev(`sms/${phone}`);
  expect(code).toMatch(/^\d{6}$/);
  const response = await signIn.POST(
    apiRequest('member/authLogin', {
      body: { mode: 'code', phone, code, consent: true },
      cookies: [deviceCookie(device)],
      address: '198.51.100.93',
    }),
  );
  expect(response.status).toBe(200);
  const { member } = await sessionOf(response);
  expect(member).toMatchObject({ device, via: 'phone' });
  expect(member.userId).toMatch(/^\d+$/);
  // The code is used up: the same code again is refused.
  const again = await signIn.POST(
    apiRequest('member/authLogin', {
      body: { mode: 'code', phone, code, consent: true },
      cookies: [deviceCookie(freshDeviceId())],
    }),
  );
  expect(again.status).toBeGreaterThanOrEqual(400);
});

/** A code from the platform's stand-in for weixin's authorize page (platform/routes/wx-authorize.mjs), as weixin redirects with it. */
async function weixinCode(): Promise<string> {
  const authorize = new URL('/wx/connect/oauth2/authorize', platform.url);
  // The demo site's weixin app id (platform/routes/wx.mjs WX_APPID): the page refuses any other.
  authorize.search = new URLSearchParams({
    appid: 'wxdemo0000000001',
    response_type: 'code',
    scope: 'snsapi_userinfo',
    redirect_uri: `${TEST_ORIGIN}/wap/touch/api/member/weixinCallback`,
    state: 'x',
  }).toString();
  const answer = await fetch(authorize, { redirect: 'manual' });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location')!).searchParams.get('code')!;
}

/** Weixin's redirect back to our callback with a fresh code and this browser's state and nonce. */
async function weixinSignIn(device: string): Promise<Response> {
  const nonce = newNonce();
  const state = signState(
    { nonce, returnPath: '/newsDetail/1/1000.html', expiresAt: Date.now() + STATE_TTL_MS, consent: true },
    sessionSecret(),
  );
  const query = new URLSearchParams({ code: await weixinCode(), state });
  return weixinCallback.GET(
    apiRequest('member/weixinCallback', {
      method: 'GET',
      query: query.toString(),
      cookies: [deviceCookie(device), `${weixinNonceCookie}=${nonce}`],
    }),
  );
}

test('signs in through weixin: the code to the profile, the profile to the SSO’s oauthLogin, the same member each time', async () => {
  const device = freshDeviceId();
  const asked = platform.output().length;
  const first = await weixinSignIn(device);
  expect(first.status).toBe(302);
  expect(first.headers.get('location')).toBe(`${TEST_ORIGIN}/wap/touch/newsDetail/1/1000.html`);
  const { member } = await sessionOf(first);
  expect(member).toMatchObject({ device, via: 'weixin' });
  expect(member.userId).toMatch(/^\d+$/);
  // The same weixin reader again is the same member, as the SSO keeps them by their openid.
  const again = await sessionOf(await weixinSignIn(freshDeviceId()));
  expect(again.member.userId).toBe(member.userId);
  // Through the 2020 SSO's own call, not the designed thirdLogin (which this platform answers too).
  const log = platform.output().slice(asked);
  expect(log).toContain('/sso-app/api/oauthLogin');
  expect(log).not.toContain('thirdLogin');
  // The token is the SSO's own: its logout knows it (a token it never issued is refused in its words).
  await expect(
    sso.ssoAppCall(
      calls.ssoLogoutCall,
      { userId: member.userId, device, token: member.accessToken },
      { device, token: member.accessToken },
    ),
  ).resolves.toBeDefined();
});
