import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { PATH_HEADER } from '@/lib/http/requestHeaders';
import { testMember } from '@/tests/support/session';
import { currentMember } from './session';
import { currentPath, currentReader, requireReader } from './reader';

// Who is reading a member page: a member signed in here, or a member the provider's app only names
// in its user agent; nobody goes to the login page and comes back to the page they asked for.
jest.mock('next/headers', () => ({ headers: jest.fn() }));
jest.mock('next/navigation', () => ({
  redirect: jest.fn((to: string) => {
    throw new Error(`redirect ${to}`);
  }),
}));
jest.mock('./session', () => ({ currentMember: jest.fn() }));
const member = jest.mocked(currentMember);
const sentTo = jest.mocked(redirect);
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile Safari/537.36';

function asked(values: Record<string, string>) {
  jest.mocked(headers).mockResolvedValue(new Headers(values) as never);
}

beforeEach(() => {
  member.mockReset().mockResolvedValue(null);
  sentTo.mockClear();
  asked({ 'user-agent': PHONE });
});

describe('currentReader', () => {
  it('is the member of the session, first', async () => {
    const signedIn = testMember();
    member.mockResolvedValue(signedIn);
    asked({ 'user-agent': `${PHONE} xyApp/6.2.6 xyUid/1024` });
    expect(await currentReader()).toEqual({ kind: 'member', member: signedIn });
  });

  it("else the member the provider's app names, with its version", async () => {
    asked({ 'user-agent': `${PHONE} xyApp/6.2.6 xyUid/1024` });
    expect(await currentReader()).toEqual({ kind: 'app', userId: '1024', appVersion: '6.2.6' });
  });

  it('else nobody: a phone browser, or the app without a member', async () => {
    expect(await currentReader()).toBeNull();
    asked({ 'user-agent': `${PHONE} xyApp/6.2.6` });
    expect(await currentReader()).toBeNull();
  });
});

describe('requireReader and currentPath', () => {
  it('sends nobody to sign in, and back to the page this request renders', async () => {
    asked({ 'user-agent': PHONE, [PATH_HEADER]: '/wap/touch/myFav.html?tab=2' });
    await expect(requireReader('/wap/touch/fallback.html')).rejects.toThrow('redirect');
    expect(sentTo).toHaveBeenCalledWith(expect.stringContaining(encodeURIComponent('/wap/touch/myFav.html?tab=2')));
  });

  it('the fallback is the way back when the request does not say its page', async () => {
    expect(await currentPath('/wap/touch/fallback.html')).toBe('/wap/touch/fallback.html');
    asked({ [PATH_HEADER]: '/wap/touch/myScore.html' });
    expect(await currentPath('/wap/touch/fallback.html')).toBe('/wap/touch/myScore.html');
  });

  it('a reader is let through as they are', async () => {
    const signedIn = testMember();
    member.mockResolvedValue(signedIn);
    expect(await requireReader('/wap/touch/fallback.html')).toEqual({ kind: 'member', member: signedIn });
    expect(sentTo).not.toHaveBeenCalled();
  });
});
