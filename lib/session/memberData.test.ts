import { redirect } from 'next/navigation';
import { noteRefusal, renewedForRetry } from '@/lib/auth/sessionRefresh';
import { PlatformError } from '@/lib/platform/errors';
import { testMember } from '@/tests/support/session';
import { loadMemberData, signedOutRedirect } from './memberData';

// A member's own data on a page: a refused token goes to the login page and back; anything else is
// the page's "could not load" (loadMemberData) or its 503 (signedOutRedirect). The refresh itself
// is lib/auth/tokenRetry.test.ts's.
jest.mock('next/navigation', () => ({
  redirect: jest.fn((to: string) => {
    throw new Error(`redirect ${to}`);
  }),
}));
jest.mock('@/lib/auth/sessionRefresh', () => ({ noteRefusal: jest.fn(), renewedForRetry: jest.fn() }));
const refused = jest.mocked(noteRefusal);
const renewed = jest.mocked(renewedForRetry);
const sentTo = jest.mocked(redirect);

const member = testMember();
const refusal = new PlatformError('status', 'myFav', 'please log in', -1);
const down = new PlatformError('network', 'myFav', 'network error');
let errors: jest.SpyInstance;

beforeEach(() => {
  refused.mockReset().mockImplementation((error) => error === refusal);
  renewed.mockReset().mockResolvedValue(null);
  sentTo.mockClear();
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

describe('loadMemberData', () => {
  it("is the load's data, asked with the member's token and device", async () => {
    const load = jest.fn(async (token: string, device: string) => `${token}@${device}`);
    expect(await loadMemberData(member, '/wap/touch/myFav.html', load)).toBe(`${member.accessToken}@${member.device}`);
    expect(sentTo).not.toHaveBeenCalled();
  });

  it('a token the platform refuses sends the reader to sign in and back to this page', async () => {
    await expect(loadMemberData(member, '/wap/touch/myFav.html', async () => Promise.reject(refusal))).rejects.toThrow(
      'redirect',
    );
    expect(sentTo).toHaveBeenCalledWith(expect.stringContaining(encodeURIComponent('/wap/touch/myFav.html')));
    expect(refused).toHaveBeenCalledWith(refusal, member);
  });

  it('any other failure is null for the page to say so, logged with the call that failed', async () => {
    expect(await loadMemberData(member, '/wap/touch/myFav.html', async () => Promise.reject(down))).toBeNull();
    expect(sentTo).not.toHaveBeenCalled();
    expect(errors).toHaveBeenCalledWith('[account] member data failed', 'myFav: network error');
  });
});

describe('signedOutRedirect', () => {
  it('sends a refused reader to sign in and back; rethrows anything else for the page to answer', () => {
    const onFailure = signedOutRedirect(member, '/wap/touch/myScore.html');
    expect(() => onFailure(refusal)).toThrow('redirect');
    expect(sentTo).toHaveBeenCalledWith(expect.stringContaining(encodeURIComponent('/wap/touch/myScore.html')));
    sentTo.mockClear();
    expect(() => onFailure(down)).toThrow(down);
    expect(sentTo).not.toHaveBeenCalled();
  });
});
