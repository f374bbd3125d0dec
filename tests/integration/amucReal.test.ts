/**
 * Points and invite codes through AMUC (docs/decisions/0105). A signed-in reader's points for reading
 * (POST /api/member/points) go out as AMUC's event/event1, signed, and the reference platform's
 * check of the sign accepts them. Invite codes, at HTTP level against the reference platform
 * speaking the 2020 dialect: a reader who arrives through an invitation (POST /api/member/invitation,
 * the invitedToDownload page's island) and a member who types a friend's code (POST
 * /api/member/invite) both go out as AMUC's invitecode/codeImeiRecord, the code with our session's
 * device as imei and member as uid. AMUC keeps one code per device: a second member on the same
 * device is refused in AMUC's words, which only the real call can say (the designed useInviteCode
 * takes no device).
 */
import type { NextRequest } from 'next/server';
import { apiRequest, deviceCookie, freshDeviceId, sessionCookie, TEST_ORIGIN } from '@/tests/support/session';
import { launchPlatform, type RunningPlatform } from '@/platform/launch.mjs';
import { SESSION_COOKIE } from '@/lib/session/session';

jest.setTimeout(90_000);

// The reference platform's demo members (platform/seed/members.mjs): each has an invite code of their own.
const DEMO_MEMBER = { phone: '13800000001', password: 'demo1234', inviteCode: 'PLAT26' };
const DEMO_INVITER = { phone: '13800000002', password: 'demo5678', nickname: '邀请人', inviteCode: 'INVITE' };
process.env.SITE_ORIGIN = TEST_ORIGIN;

type Handler = { POST: (request: NextRequest) => Promise<Response> };
let platform: RunningPlatform;
let signIn: Handler;
let invitation: Handler;
let invite: Handler;
let points: Handler;

beforeAll(async () => {
  platform = await launchPlatform({ seedArticles: 5, env: { PLATFORM_DIALECT: 'g2' } });
  process.env.XY_API_BASE_URL = platform.url;
  process.env.XY_PLATFORM_GENERATION = 'g2';
  await jest.isolateModulesAsync(async () => {
    signIn = await import('@/features/member/authLogin.handler');
    invitation = await import('@/features/member/invitation.handler');
    invite = await import('@/features/member/invite.handler');
    points = await import('@/features/member/points.handler');
  });
});
afterAll(() => platform?.stop());

/** Signs a demo member in on a device; answers the session cookie. */
async function signedIn(device: string, who: { phone: string; password: string }): Promise<string> {
  const response = await signIn.POST(
    apiRequest('member/authLogin', {
      body: { mode: 'password', phone: who.phone, password: who.password, consent: true },
      cookies: [deviceCookie(device)],
      address: '198.51.100.95',
    }),
  );
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie().find((set) => set.startsWith(`${SESSION_COOKIE}=`))!;
  const sealed = cookie.slice(SESSION_COOKIE.length + 1).split(';')[0]!;
  return sessionCookie(sealed);
}

const arrive = async (device: string, code: string, session?: string) =>
  (await invitation.POST(
    apiRequest('member/invitation', {
      body: { code },
      cookies: session ? [deviceCookie(device), session] : [deviceCookie(device)],
    }),
  )) as Response;

test('an arrival through an invitation records the code for the signed-in member and this device; AMUC then refuses the device to another', async () => {
  const device = freshDeviceId();
  // Not signed in: nothing to record the code for, and nothing fails.
  const anonymous = await arrive(device, DEMO_INVITER.inviteCode);
  expect(anonymous.status).toBe(200);
  expect(await anonymous.json()).toEqual({ recorded: false });

  const reader = await signedIn(device, DEMO_MEMBER);
  expect(await (await arrive(device, DEMO_MEMBER.inviteCode, reader)).json()).toEqual({ recorded: false });
  expect(await (await arrive(device, DEMO_INVITER.inviteCode, reader)).json()).toEqual({ recorded: true });
  // Recorded once: a second arrival is refused by the platform (the member was invited), still no failure.
  expect(await (await arrive(device, DEMO_INVITER.inviteCode, reader)).json()).toEqual({ recorded: false });

  // Another member on the same device types the first one's code: AMUC keeps one code per device (imei).
  const another = await signedIn(device, DEMO_INVITER);
  const typed = await invite.POST(
    apiRequest('member/invite', { body: { code: DEMO_MEMBER.inviteCode }, cookies: [deviceCookie(device), another] }),
  );
  expect(typed.status).toBe(409);
  expect(await typed.json()).toMatchObject({
    // The words name whose invitation the device already carries.
    error: { code: 'inviteUsed', message: `该设备已被${DEMO_INVITER.nickname}邀请过了` },
  });
});

test('points for reading go out as AMUC’s signed event1: the reading rule’s point, and nothing past its count', async () => {
  const device = freshDeviceId();
  const reader = await signedIn(device, DEMO_INVITER);
  const read = async (articleId: number) =>
    (await (
      await points.POST(
        apiRequest('member/points', { body: { articleId, action: 'read' }, cookies: [deviceCookie(device), reader] }),
      )
    ).json()) as { signedIn: boolean; score: number };
  // The reference platform's rule for 点击新闻 (after the recorded one): 1 point.
  expect(await read(1000)).toEqual({ signedIn: true, score: 1, todayScore: 0 });
  // AMUC takes one behaviour of a kind a while from an address (1009, too often): nothing earned, no failure.
  expect(await read(1001)).toEqual({ signedIn: true, score: 0, todayScore: 0 });
});
