import { installFakePlatform, type FakeAnswer, type FakePlatform } from '@/tests/support/fakePlatform';
import { NextResponse } from 'next/server';
import { apiRequest, sealMember, sessionCookie, testMember } from '@/tests/support/session';
import type { SessionMember } from '@/lib/session/member';
import { PlatformError } from '@/lib/platform/errors';
import { isEnded, isRefused, rememberRefused, rememberRescued, wasRescued } from '@/lib/session/revoked';
import { memberFromSeal, SESSION_TTL_SECONDS } from '@/lib/session/session';

// The refresh proxy.ts and every handler use (liveSession: the process's one refresher, the real
// refreshAccessToken on the wire and the real decision lib/session/refusal.ts refusesRefresh), against
// a platform answering the refresh with each of its refusals (docs/product.md §8, docs/decisions/0042).
// lib/auth/memberRefresh.test.ts covers the single flight with stand-in decisions; this covers the decision.
jest.setTimeout(20_000);
process.env.XY_API_BASE_URL = 'http://platform.test';

let platform: FakePlatform;
let refreshAnswer: FakeAnswer;
type Module = typeof import('./sessionRefresh');
let liveSession: Module['liveSession'];
let refreshedSessionCookie: Module['refreshedSessionCookie'];
let renewedForRetry: Module['renewedForRetry'];
let settleRefusal: Module['settleRefusal'];
let noteRefusal: Module['noteRefusal'];
let setSessionCookie: Module['setSessionCookie'];

beforeAll(async () => {
  platform = installFakePlatform((call) => (call.name === 'refreshAccessToken' ? refreshAnswer : undefined));
  ({ liveSession, refreshedSessionCookie, renewedForRetry, settleRefusal, noteRefusal, setSessionCookie } =
    await import('./sessionRefresh'));
});
afterAll(() => platform.uninstall());

const refreshes = () => platform.calls.filter((call) => call.name === 'refreshAccessToken').length;

describe('liveSession: which refused refresh signs the reader out', () => {
  it('a fresh pair when the platform rotates it', async () => {
    refreshAnswer = { status: 0, data: { token: 'a2', accessToken: 'a2', refreshToken: 'r2', expiresIn: 7200 } };
    const member = testMember();
    expect(await liveSession(member)).toMatchObject({ userId: member.userId, accessToken: 'a2', refreshToken: 'r2' });
    expect(isEnded(member)).toBe(false);
  });

  it.each([
    ['10102', { status: 10102, message: 'logged in elsewhere' }],
    ['10103', { status: 10103, message: 'account disabled' }],
    ['1004', { status: 1004, message: 'refresh token invalid' }],
    ['-1 please log in', { status: -1, message: 'please log in' }],
  ])('%s: signed out (null)', async (_name, envelope) => {
    refreshAnswer = envelope;
    const before = refreshes();
    const member = testMember();
    expect(await liveSession(member)).toBeNull();
    expect(refreshes()).toBeGreaterThan(before);
    // Over on this server too, whoever holds a copy of its cookie (lib/session/revoked.ts).
    expect(isEnded(member)).toBe(true);
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

const ROTATED = { status: 0, data: { token: 'a3', accessToken: 'a3', refreshToken: 'r3', expiresIn: 7200 } };
const LOGGED_IN_ELSEWHERE = { status: 10102, message: 'logged in elsewhere' };
const expired = (call = 'getUserInfo') => new PlatformError('status', call, 'token expired', 10111);
/** A page request carrying this member's session cookie. */
const pageWith = async (member: SessionMember) =>
  apiRequest('x', { method: 'GET', cookies: [sessionCookie(await sealMember(member))] });

describe('refreshedSessionCookie: what proxy.ts puts on the request before a page renders', () => {
  it('nothing to do without a session, or with one whose token is good for a while (the platform is not asked)', async () => {
    const before = refreshes();
    expect(await refreshedSessionCookie(apiRequest('x', { method: 'GET' }))).toBeNull();
    expect(await refreshedSessionCookie(await pageWith(testMember()))).toBeNull();
    expect(refreshes()).toBe(before);
  });

  it('a cookie that is no session of ours is taken away', async () => {
    expect(
      await refreshedSessionCookie(apiRequest('x', { method: 'GET', cookies: [sessionCookie('Fe26.2**forged')] })),
    ).toBe('');
  });

  it('a token about to expire: a new cookie with the rotated pair, or none when the platform ends the session', async () => {
    refreshAnswer = ROTATED;
    const sealed = await refreshedSessionCookie(await pageWith(testMember({ accessExpiresAt: Date.now() + 1_000 })));
    expect(sealed).toBeTruthy();
    const next = await memberFromSeal(sealed!);
    expect(next).toMatchObject({ userId: '42', accessToken: 'a3', refreshToken: 'r3' });
    expect(wasRescued(next!)).toBe(false);

    refreshAnswer = LOGGED_IN_ELSEWHERE;
    expect(await refreshedSessionCookie(await pageWith(testMember({ accessExpiresAt: Date.now() + 1_000 })))).toBe('');
  });

  it('the platform out of reach: the cookie stays as it is', async () => {
    refreshAnswer = 'refuse';
    expect(
      await refreshedSessionCookie(await pageWith(testMember({ accessExpiresAt: Date.now() + 1_000 }))),
    ).toBeNull();
  });

  it('a session an earlier render saw refused is asked even with time left, and its new pair is marked rescued', async () => {
    refreshAnswer = { status: 0, data: { token: 'a4', accessToken: 'a4', refreshToken: 'r4', expiresIn: 7200 } };
    const member = testMember();
    rememberRefused(member);
    const sealed = await refreshedSessionCookie(await pageWith(member));
    const next = await memberFromSeal(sealed!);
    expect(next).toMatchObject({ refreshToken: 'r4' });
    expect(wasRescued(next!)).toBe(true);
  });
});

describe("renewedForRetry: a render's one retry after 10111", () => {
  it('only a 10111 asks the refresh token; the fresh member is answered and the old session marked for proxy.ts', async () => {
    refreshAnswer = ROTATED;
    const member = testMember();
    const before = refreshes();
    expect(await renewedForRetry(new PlatformError('status', 'x', 'not found', -1), member)).toBeNull();
    expect(await renewedForRetry(new Error('token expired'), member)).toBeNull();
    expect(refreshes()).toBe(before);
    expect(await renewedForRetry(expired(), member)).toMatchObject({ accessToken: 'a3' });
    expect(isRefused(member)).toBe(true);
  });

  it('no retry when the refresh is refused or the platform is away, nor for a pair already renewed once', async () => {
    refreshAnswer = LOGGED_IN_ELSEWHERE;
    const ended = testMember();
    expect(await renewedForRetry(expired(), ended)).toBeNull();
    expect([isEnded(ended), isRefused(ended)]).toEqual([true, false]);
    refreshAnswer = 'refuse';
    expect(await renewedForRetry(expired(), testMember())).toBeNull();
    refreshAnswer = ROTATED;
    const rescued = testMember();
    rememberRescued(rescued);
    const before = refreshes();
    expect(await renewedForRetry(expired(), rescued)).toBeNull();
    expect(refreshes()).toBe(before);
  });
});

describe('settleRefusal and noteRefusal: what a refused member call says about the session', () => {
  it('a failure that says nothing about the session changes nothing', async () => {
    const member = testMember();
    expect(await settleRefusal(new PlatformError('status', 'x', 'not found', -1), member)).toBeUndefined();
    expect(noteRefusal(new PlatformError('network', 'x', 'network error'), member)).toBe(false);
    expect(isRefused(member) || isEnded(member)).toBe(false);
  });

  it('logged in elsewhere ends the session at once, without asking', async () => {
    const member = testMember();
    const before = refreshes();
    expect(await settleRefusal(new PlatformError('status', 'x', 'logged in elsewhere', 10102), member)).toBeNull();
    expect(isEnded(member)).toBe(true);
    expect(refreshes()).toBe(before);
    const other = testMember();
    expect(noteRefusal(new PlatformError('status', 'x', 'logged in elsewhere', 10102), other)).toBe(true);
    expect(isEnded(other)).toBe(true);
  });

  it('an expired token is asked (settle) or marked for proxy.ts (note); a rescued pair refused again is over', async () => {
    refreshAnswer = ROTATED;
    expect(await settleRefusal(expired(), testMember())).toMatchObject({ accessToken: 'a3' });
    const noted = testMember();
    expect(noteRefusal(expired(), noted)).toBe(true);
    expect([isRefused(noted), isEnded(noted)]).toEqual([true, false]);
    const rescued = testMember();
    rememberRescued(rescued);
    expect(await settleRefusal(expired(), rescued)).toBeNull();
    expect(isEnded(rescued)).toBe(true);
    const rescuedNoted = testMember();
    rememberRescued(rescuedNoted);
    noteRefusal(expired(), rescuedNoted);
    expect(isEnded(rescuedNoted)).toBe(true);
  });
});

describe('setSessionCookie', () => {
  const cookieOf = (value: string, secure: boolean) => {
    const response = new NextResponse(null);
    setSessionCookie(response, value, secure);
    return response.headers.get('set-cookie') ?? '';
  };

  it("HttpOnly, SameSite=Lax, the whole site, a minute short of the seal's own life; Secure on https", () => {
    const cookie = cookieOf('sealed', true);
    expect(cookie).toMatch(/^touch_session=sealed; /);
    expect(cookie).toContain('Path=/;');
    expect(cookie).toContain(`Max-Age=${SESSION_TTL_SECONDS - 60}`);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=lax/i);
    expect(cookieOf('sealed', false)).not.toMatch(/Secure/);
  });

  it('an empty value takes the cookie away', () => {
    expect(cookieOf('', true)).toContain('Max-Age=0');
  });
});
