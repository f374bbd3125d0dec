/**
 * A tip-off in the real form (docs/decisions/0100), at HTTP level: POST /api/tipoffs against the
 * reference platform speaking the 2020 dialect (PLATFORM_DIALECT g2), the front told it is a g2
 * platform. The member signs in through the real SSO; the tip-off goes as the gateway's `tipoff`
 * (topic, contactNo, the member by userID from the session), its bare write is read back from
 * `myTipoff`, and its detail comes from `tipoffContent`.
 */
import type { NextRequest } from 'next/server';
import { unsealData } from 'iron-session';
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
let tipoffs: Handler;
let server: typeof import('@/features/tipoffs/server/tipoffs');

beforeAll(async () => {
  platform = await launchPlatform({ seedArticles: 5, env: { PLATFORM_DIALECT: 'g2' } });
  process.env.XY_API_BASE_URL = platform.url;
  process.env.XY_PLATFORM_GENERATION = 'g2';
  await jest.isolateModulesAsync(async () => {
    signIn = await import('@/features/member/authLogin.handler');
    tipoffs = await import('@/features/tipoffs/tipoffs.handler');
    server = await import('@/features/tipoffs/server/tipoffs');
  });
});
afterAll(() => platform?.stop());

test('a tip-off sent in the real form is the member’s own, read back by its id with its topic', async () => {
  const device = freshDeviceId();
  const login = await signIn.POST(
    apiRequest('member/authLogin', {
      body: { mode: 'password', phone: '13800000001', password: 'demo1234', consent: true },
      cookies: [deviceCookie(device)],
      address: '198.51.100.92',
    }),
  );
  expect(login.status).toBe(200);
  const set = login.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))!;
  const sealed = set.slice(SESSION_COOKIE.length + 1).split(';')[0]!;
  const { member } = await unsealData<{ member: SessionMember }>(sealed, { password: sessionSecret() });

  const title = `路灯坏了 ${device.slice(0, 6)}`;
  const sent = await tipoffs.POST(
    apiRequest('tipoffs', {
      body: { title, content: '人民路的路灯一周没亮了', contact: '13800000001', requestKey: `k-${device}` },
      cookies: [deviceCookie(device), sessionCookie(sealed)],
      address: '198.51.100.92',
    }),
  );
  expect(sent.status).toBe(200);
  const { id } = (await sent.json()) as { id: number };
  expect(id).toBeGreaterThan(0);

  const tipoff = await server.getTipoff(id, member.accessToken, device);
  expect(tipoff).toMatchObject({ id, title, content: '人民路的路灯一周没亮了', status: 'received' });
});
