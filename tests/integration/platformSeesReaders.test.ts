/**
 * The platform sees each reader (docs/decisions/0080; docs/security.md, "Limits"): every call one
 * of our handlers makes carries the reader's device's own anonymous token and, in X-Forwarded-For,
 * the reader's address, which the reference platform believes from our server. So a reader the
 * platform holds for too many guesses holds nobody else, and what the platform holds is a 429
 * with how long to wait. Against the reference platform and the real handlers, nothing mocked. The
 * held guesses (venue codes, passwords, undecryptable tokens) are the designed generation's calls
 * and limits (a real platform signs in through its SSO, docs/decisions/0096 and 0108), so the
 * platform speaks the designed dialect.
 */
import type { NextRequest } from 'next/server';
import { apiRequest, deviceCookie, freshDeviceId, TEST_ORIGIN } from '@/tests/support/session';
import { launchPlatform, type RunningPlatform } from '@/platform/launch.mjs';

jest.setTimeout(120_000);
process.env.SITE_ORIGIN = TEST_ORIGIN;

const OPEN = 3001; // platform/seed/activities.mjs ACTIVITY_IDS.open, venue code DEMO_VERIFY_CODE
const LAST_PLACES = 3007; // ACTIVITY_IDS.lastPlaces: a venue code of its own (none), so any code is wrong
const VENUE_CODE = '860721';
const TOO_MANY = /^too many attempts, try again in \d+ minutes$/;

let platform: RunningPlatform;
let modules: {
  verify: { POST: (request: NextRequest) => Promise<Response> };
  activities: typeof import('@/features/activities/server/activities');
  login: typeof import('@/features/member/server/login');
  asker: typeof import('@/lib/platform/asker');
  auth: typeof import('@/lib/platform/auth/processAuth');
};

beforeAll(async () => {
  platform = await launchPlatform({ seedArticles: 200, faults: true, env: { PLATFORM_DIALECT: 'designed' } });
  process.env.XY_API_BASE_URL = platform.url;
  process.env.CONTENT_CACHE_SECONDS = '0';
  await jest.isolateModulesAsync(async () => {
    modules = {
      verify: await import('@/features/activities/verify.handler'),
      activities: await import('@/features/activities/server/activities'),
      login: await import('@/features/member/server/login'),
      asker: await import('@/lib/platform/asker'),
      auth: await import('@/lib/platform/auth/processAuth'),
    };
  });
});
afterAll(() => platform?.stop());

/** A registration of a seeded member (1 or 2) for an activity, accepted by its organiser: a voucher's code. */
async function voucher(userId: number, activityId: number, phone: string): Promise<string> {
  const pair = (await (
    await fetch(`${platform.url}/__faults/member-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId, device: 'venue-test' }),
    })
  ).json()) as { accessToken: string };
  const answers: Record<string, string> =
    activityId === OPEN ? { name: '卓玛', phone, post: '医疗协助', day: '2026-12-07' } : { name: '卓玛', phone };
  const { entryId, registCode } = await modules.activities.registerForActivity(activityId, answers, {
    memberToken: pair.accessToken,
    device: 'venue-test',
  });
  const accepted = await fetch(`${platform.url}/moderation/activity/entry/${entryId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-moderation-key': 'dev-moderator' },
    body: JSON.stringify({ action: 'accept' }),
  });
  expect(accepted.status).toBe(200);
  return registCode;
}

const writeOff = (
  input: { activityId: number; registCode: string; verifyCode: string },
  reader: { device: string; address: string },
) =>
  modules.verify.POST(
    apiRequest('activities/verify', {
      body: { ...input, shopSite: '门口' },
      cookies: [deviceCookie(reader.device)],
      address: reader.address,
    }),
  );

test('ten wrong venue codes hold the reader who sent them, not another venue; a held voucher is a 429 with the wait, not a 502', async () => {
  const [first, second, readers] = [
    await voucher(1, LAST_PLACES, '13911110001'),
    await voucher(2, LAST_PLACES, '13911110002'),
    await voucher(1, OPEN, '13911110003'),
  ];
  const guesser = { device: freshDeviceId(), address: '198.51.100.61' };
  // Five wrong codes on each of two vouchers: the platform's ten per token and per device, within our ten a minute per address.
  for (const [index, registCode] of [
    first,
    first,
    first,
    first,
    first,
    second,
    second,
    second,
    second,
    second,
  ].entries()) {
    const answer = await writeOff({ activityId: LAST_PLACES, registCode, verifyCode: String(100000 + index) }, guesser);
    expect([index, answer.status, (await answer.json()).error.code]).toEqual([index, 400, 'verifyCodeWrong']);
  }
  // Another reader's venue, on another address and device, writes its own voucher off.
  const venue = await writeOff(
    { activityId: OPEN, registCode: readers, verifyCode: VENUE_CODE },
    { device: freshDeviceId(), address: '198.51.100.62' },
  );
  expect(venue.status).toBe(200);
  expect((await venue.json()).used).toBe(true);
  // The voucher guessed five times waits even for the right code, whoever asks: our 429 with the platform's wait.
  const held = await writeOff(
    { activityId: LAST_PLACES, registCode: first, verifyCode: '000000' },
    { device: freshDeviceId(), address: '198.51.100.63' },
  );
  expect(held.status).toBe(429);
  expect(Number(held.headers.get('retry-after'))).toBeGreaterThanOrEqual(60);
  expect((await held.json()).error).toEqual(
    expect.objectContaining({ code: 'rateLimited', message: expect.stringMatching(TOO_MANY) }),
  );
});

test('a hundred wrong passwords from one address, with new devices, hold that address and no other reader', async () => {
  const { asAsker } = modules.asker;
  const { loginByPassword } = modules.login;
  const attacker = '203.0.113.71';
  const guess = (index: number) =>
    asAsker({ device: null, address: attacker }, () =>
      loginByPassword({
        phone: `1370000${String(index).padStart(4, '0')}`,
        password: 'wrong-guess',
        device: freshDeviceId(),
        consent: true,
      }),
    ).then(
      () => 'signed in',
      (error: Error) => error.message,
    );
  for (let index = 0; index < 100; index += 1)
    expect([index, await guess(index)]).toEqual([index, 'phone number or password incorrect']);
  expect(await guess(100)).toMatch(TOO_MANY);
  const reader = await asAsker({ device: null, address: '203.0.113.72' }, () =>
    loginByPassword({ phone: '13800000001', password: 'demo1234', device: freshDeviceId(), consent: true }),
  );
  expect(reader.accessToken).toBeTruthy();
});

test('each device has its own anonymous token, kept until it runs out; the server keeps its own for what it asks for everyone', async () => {
  const { anonymousTokenOf } = modules.auth;
  const [a, b] = [freshDeviceId(), freshDeviceId()];
  const [tokenA, tokenB, server] = await Promise.all([
    anonymousTokenOf(a).get(),
    anonymousTokenOf(b).get(),
    anonymousTokenOf(undefined).get(),
  ]);
  expect(new Set([tokenA.value, tokenB.value, server.value]).size).toBe(3);
  expect((await anonymousTokenOf(a).get()).value).toBe(tokenA.value);
  // Kept no longer than the stored-token lifetime of docs/product.md §9: two hours.
  expect(tokenA.expiresAt - Date.now()).toBeLessThanOrEqual(7_200_000);
  expect(tokenA.expiresAt - Date.now()).toBeGreaterThan(7_000_000);
});

test('a token the platform holds (ten undecryptable ciphers) holds its own device only', async () => {
  const { asAsker } = modules.asker;
  const { anonymousTokenOf } = modules.auth;
  const { loginByPassword } = modules.login;
  const [held, other] = [freshDeviceId(), freshDeviceId()];
  const token = (await anonymousTokenOf(held).get()).value;
  for (let index = 0; index < 10; index += 1) {
    const answer = await fetch(`${platform.url}/app_if/event?siteId=1&device=${held}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', token, 'x-forwarded-for': '192.0.2.81' },
      body: 'params=not-a-cipher&encryptType=rsa',
    });
    expect(((await answer.json()) as { message: string }).message).toBe('cannot decrypt parameters');
  }
  const login = (device: string, address: string) =>
    asAsker({ device, address }, () =>
      loginByPassword({ phone: '13800000002', password: 'demo5678', device, consent: true }),
    ).then(
      () => 'signed in',
      (error: Error) => error.message,
    );
  expect(await login(held, '192.0.2.81')).toMatch(TOO_MANY);
  expect(await login(other, '192.0.2.82')).toBe('signed in');
});
