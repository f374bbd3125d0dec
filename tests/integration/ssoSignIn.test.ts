/**
 * Password sign-in through the real SSO (docs/decisions/0096), at HTTP level: POST
 * /api/member/authLogin against the reference platform speaking the 2020 dialect (PLATFORM_DIALECT
 * g2), the front told it is a g2 platform. The password goes to /sso-app/api/login as its md5 text,
 * signed as the SSO's SignFilter checks; the member it answers is sealed into the session; a wrong
 * password is the form's passwordWrong with the SSO's words; signing out ends the token on the SSO.
 * An SMS-code sign-in goes to the SSO's sendCode and loginByPhone (features/member/server/login.ts),
 * its codes read from the platform's development routes (platform/routes/dev.mjs).
 */
import { unsealData } from 'iron-session';
import type { NextRequest } from 'next/server';
import { apiRequest, deviceCookie, freshDeviceId, sessionCookie, TEST_ORIGIN } from '@/tests/support/session';
import { launchPlatform, type RunningPlatform } from '@/platform/launch.mjs';
import { SESSION_COOKIE } from '@/lib/session/session';
import { sessionSecret } from '@/lib/session/secret';
import type { SessionMember } from '@/lib/session/member';

jest.setTimeout(90_000);
process.env.SITE_ORIGIN = TEST_ORIGIN;

type Handler = { POST: (request: NextRequest) => Promise<Response> };
let platform: RunningPlatform;
let signIn: Handler;
let signOut: Handler;
let smsCode: Handler;
let pictureCode: { GET: (request: NextRequest) => Promise<Response> };
let sso: typeof import('@/features/member/server/ssoApp');
let calls: typeof import('@/features/member/calls');

beforeAll(async () => {
  // PLATFORM_DEV: /dev/ shows the codes a picture and an SMS would carry (platform/routes/dev.mjs).
  platform = await launchPlatform({ seedArticles: 20, env: { PLATFORM_DIALECT: 'g2', PLATFORM_DEV: '1' } });
  process.env.XY_API_BASE_URL = platform.url;
  process.env.XY_PLATFORM_GENERATION = 'g2';
  await jest.isolateModulesAsync(async () => {
    signIn = await import('@/features/member/authLogin.handler');
    signOut = await import('@/features/member/authLogout.handler');
    smsCode = await import('@/features/member/authSms.handler');
    pictureCode = await import('@/features/member/authVerifyCode.handler');
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
