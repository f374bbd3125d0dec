import { installFakePlatform, type FakeAnswer, type FakePlatform } from '@/tests/support/fakePlatform';
import { testMember } from '@/tests/support/session';
import { PlatformError } from '@/lib/platform/errors';

// docs/product.md §8: a member call answered 10111 (token expired) is made once more with a fresh
// pair from the refresh token, not answered with the login page. The real refresher, the real
// refreshAccessToken on the wire (a fake platform), and the real marks proxy.ts reads.
jest.setTimeout(20_000);
process.env.XY_API_BASE_URL = 'http://platform.test';

let platform: FakePlatform;
let refreshAnswer: FakeAnswer;
let memberData: typeof import('@/lib/session/memberData');
let sessionRefresh: typeof import('./sessionRefresh');
let revoked: typeof import('@/lib/session/revoked');

beforeAll(async () => {
  platform = installFakePlatform((call) => (call.name === 'refreshAccessToken' ? refreshAnswer : undefined));
  memberData = await import('@/lib/session/memberData');
  sessionRefresh = await import('./sessionRefresh');
  revoked = await import('@/lib/session/revoked');
});
afterAll(() => platform.uninstall());
beforeEach(() => {
  refreshAnswer = {
    status: 0,
    data: { token: 'fresh', accessToken: 'fresh', refreshToken: 'fresh-refresh', expiresIn: 7200 },
  };
});

const refreshes = () => platform.calls.filter((call) => call.name === 'refreshAccessToken').length;
const expired = () => new PlatformError('status', 'myFav', 'token expired', 10111);

/** A member call that answers the listed failures first, then the token it was given. */
function memberCall(failures: unknown[]) {
  const tokens: string[] = [];
  const load = async (token: string) => {
    tokens.push(token);
    const failure = failures.shift();
    if (failure !== undefined) throw failure;
    return `data for ${token}`;
  };
  return { tokens, load };
}

describe('a member call answered 10111 during a page render', () => {
  it('is made once more with a fresh pair, and proxy.ts is handed that pair, not a second rotation', async () => {
    const member = testMember();
    const { tokens, load } = memberCall([expired()]);
    const before = refreshes();
    expect(await memberData.withTokenRetry(member, load)).toBe('data for fresh');
    expect(tokens).toEqual([member.accessToken, 'fresh']);
    expect(refreshes()).toBe(before + 1);
    // The cookie still holds the spent refresh token: the next request's proxy.ts asks it again.
    expect(revoked.isRefused(member)).toBe(true);
    expect(await sessionRefresh.liveSession(member)).toMatchObject({
      accessToken: 'fresh',
      refreshToken: 'fresh-refresh',
    });
    expect(refreshes()).toBe(before + 1);
  });

  it("is retried once only: a second 10111 is the caller's to judge", async () => {
    const member = testMember();
    const { tokens, load } = memberCall([expired(), expired()]);
    await expect(memberData.withTokenRetry(member, load)).rejects.toMatchObject({ status: 10111 });
    expect(tokens).toHaveLength(2);
  });

  it.each([
    ['1004', new PlatformError('status', 'myFav', 'auth invalid', 1004)],
    ['10102', new PlatformError('status', 'myFav', 'logged in elsewhere', 10102)],
    ['a network failure', new PlatformError('network', 'myFav', 'network error')],
  ])('%s is not retried and asks no refresh', async (_name, failure) => {
    const member = testMember();
    const { tokens, load } = memberCall([failure]);
    const before = refreshes();
    await expect(memberData.withTokenRetry(member, load)).rejects.toBe(failure);
    expect(tokens).toHaveLength(1);
    expect(refreshes()).toBe(before);
  });

  it('a refused refresh token is not retried (the caller sends the reader to sign in)', async () => {
    refreshAnswer = { status: 1004, message: 'refresh token invalid' };
    const member = testMember();
    const { tokens, load } = memberCall([expired()]);
    await expect(memberData.withTokenRetry(member, load)).rejects.toMatchObject({ status: 10111 });
    expect(tokens).toHaveLength(1);
  });
});
