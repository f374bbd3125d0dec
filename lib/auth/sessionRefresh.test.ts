import { installFakePlatform, type FakeAnswer, type FakePlatform } from '@/tests/support/fakePlatform';
import { testMember } from '@/tests/support/session';
import type { SessionMember } from '@/lib/session/member';

// The refresh proxy.ts and every handler use (liveSession: the process's one refresher, the real
// refreshAccessToken on the wire and the real decision lib/session/refusal.ts refusesRefresh), against
// a platform answering the refresh with each of its refusals (docs/product.md §8, docs/decisions/0042).
// lib/auth/memberRefresh.test.ts covers the single flight with stand-in decisions; this covers the decision.
jest.setTimeout(20_000);
process.env.XY_API_BASE_URL = 'http://platform.test';

let platform: FakePlatform;
let refreshAnswer: FakeAnswer;
let liveSession: (member: SessionMember) => Promise<SessionMember | null>;

beforeAll(async () => {
  platform = installFakePlatform((call) => (call.name === 'refreshAccessToken' ? refreshAnswer : undefined));
  ({ liveSession } = await import('./sessionRefresh'));
});
afterAll(() => platform.uninstall());

const refreshes = () => platform.calls.filter((call) => call.name === 'refreshAccessToken').length;

describe('liveSession: which refused refresh signs the reader out', () => {
  it('a fresh pair when the platform rotates it', async () => {
    refreshAnswer = { status: 0, data: { token: 'a2', accessToken: 'a2', refreshToken: 'r2', expiresIn: 7200 } };
    const member = testMember();
    expect(await liveSession(member)).toMatchObject({ userId: member.userId, accessToken: 'a2', refreshToken: 'r2' });
  });

  it.each([
    ['10102', { status: 10102, message: 'logged in elsewhere' }],
    ['10103', { status: 10103, message: 'account disabled' }],
    ['1004', { status: 1004, message: 'refresh token invalid' }],
    ['-1 please log in', { status: -1, message: 'please log in' }],
  ])('%s: signed out (null)', async (_name, envelope) => {
    refreshAnswer = envelope;
    const before = refreshes();
    expect(await liveSession(testMember())).toBeNull();
    expect(refreshes()).toBeGreaterThan(before);
  });

  it.each([
    ['10111', { status: 10111, message: 'token expired' }],
    ['an unknown -1', { status: -1, message: 'db exploded' }],
    ['no answer (connection refused)', 'refuse'],
    ['no answer in time', 'hang'],
  ])('%s: the reader stays signed in with the old pair', async (_name, answer) => {
    refreshAnswer = answer;
    const member = testMember();
    expect(await liveSession(member)).toBe(member);
  });
});
