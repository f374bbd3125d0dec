/**
 * GET /api/mySpace/messages tells every page's account icon whether the reader is signed in. After
 * "sign out everywhere" on one phone, the other phone's session has ended: the icon must say so,
 * not show a session that is over because the unread count failed (docs/decisions/0080). Against
 * the reference platform: two real logins of one member, one ending both. "Sign out everywhere" is
 * the designed generation's (a real SSO's logout ends one device's login, docs/decisions/0108), so
 * the platform speaks the designed dialect.
 */
import type { NextRequest } from 'next/server';
import {
  apiRequest,
  deviceCookie,
  freshDeviceId,
  sealMember,
  sessionCookie,
  testMember,
  TEST_ORIGIN,
} from '@/tests/support/session';
import { launchPlatform, type RunningPlatform } from '@/platform/launch.mjs';
import { SESSION_COOKIE } from '@/lib/session/session';

jest.setTimeout(90_000);
process.env.SITE_ORIGIN = TEST_ORIGIN;

let platform: RunningPlatform;
let handler: { GET: (request: NextRequest) => Promise<Response> };
let login: typeof import('@/features/member/server/login');

beforeAll(async () => {
  platform = await launchPlatform({ seedArticles: 200, env: { PLATFORM_DIALECT: 'designed' } });
  process.env.XY_API_BASE_URL = platform.url;
  await jest.isolateModulesAsync(async () => {
    handler = await import('@/features/mySpace/messages.handler');
    login = await import('@/features/member/server/login');
  });
});
afterAll(() => platform?.stop());

/** A signed-in phone of the demo member: its device and its sealed session. */
async function phone() {
  const device = freshDeviceId();
  const signedIn = await login.loginByPassword({ phone: '13800000001', password: 'demo1234', device, consent: true });
  const member = testMember({ ...signedIn, token: signedIn.accessToken, device });
  return { member, cookies: [deviceCookie(device), sessionCookie(await sealMember(member))] };
}

const messages = (cookies: string[]) =>
  handler.GET(apiRequest('mySpace/messages', { method: 'GET', cookies, address: '198.51.100.90' }));

test('signed in on two phones; after "sign out everywhere" on one, the other is told it is signed out, and its cookie cleared', async () => {
  const [first, second] = [await phone(), await phone()];
  expect(await (await messages(second.cookies)).json()).toMatchObject({ signedIn: true });
  await login.endLogin(first.member, true);
  const after = await messages(second.cookies);
  expect(after.status).toBe(200);
  expect(await after.json()).toEqual({ signedIn: false, initial: '', head: '', unread: null });
  expect(after.headers.getSetCookie().some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=;`))).toBe(true);
});
