import { loginByTicket } from '@/features/member/server/login';
import { PlatformError } from '@/lib/platform/errors';
import { apiRequest, deviceCookie, freshDeviceId, TEST_ORIGIN } from '@/tests/support/session';
import { GET } from './authApp.handler';

// docs/host-app-bridge.md, "Signing the app's member in": the ticket is spent on the server, only
// inside the app and for the member its user agent names; the ticket never stays in the address.
jest.mock('@/features/member/server/login', () => ({ loginByTicket: jest.fn() }));
const spend = jest.mocked(loginByTicket);

process.env.SITE_ORIGIN = TEST_ORIGIN;
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Mobile Safari/537.36';
const IN_APP = `${PHONE} xyApp/6.2.6 xyUid/42`;

function handover(query: string, userAgent = IN_APP, device = freshDeviceId()) {
  const request = apiRequest('member/authApp', { method: 'GET', query, cookies: [deviceCookie(device)] });
  request.headers.set('user-agent', userAgent);
  return GET(request);
}
const sessionCookieOf = (response: Response) =>
  response.headers.getSetCookie().find((c) => c.startsWith('touch_session='));

beforeEach(() => {
  spend.mockReset().mockResolvedValue({
    userId: '42',
    nickname: 'reader',
    head: '',
    accessToken: 'a',
    refreshToken: 'r',
    accessExpiresAt: Date.now() + 3_600_000,
  });
});

describe('GET /api/member/authApp', () => {
  it("spends the ticket for the app's member, seals the session and goes on to the page without the ticket", async () => {
    const device = freshDeviceId();
    const response = await handover('ticket=T1&redirect=%2FnewsDetail%2F1000.html', IN_APP, device);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${TEST_ORIGIN}/wap/touch/newsDetail/1000.html`);
    expect(response.headers.get('x-app-session')).toBe('signed-in');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(spend).toHaveBeenCalledWith({ ticket: 'T1', userId: '42', device });
    expect(sessionCookieOf(response)).toMatch(/HttpOnly/i);
  });

  it("refuses a ticket the platform refuses (replayed, expired, another member's): nobody signed in", async () => {
    spend.mockRejectedValue(new PlatformError('status', 'member/loginByTicket', 'ticket invalid or used', -1));
    const response = await handover('ticket=T1&redirect=%2FnewsDetail%2F1000.html');
    expect(response.status).toBe(303);
    expect(response.headers.get('x-app-session')).toBe('refused');
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it('spends nothing outside the app or without its member: a link cannot sign a browser in as someone else', async () => {
    for (const ua of [PHONE, `${PHONE} xyApp/6.2.6`, `${PHONE} xyUid/42`]) {
      const response = await handover('ticket=T1', ua);
      expect(response.headers.get('x-app-session')).toBe('refused');
      expect(sessionCookieOf(response)).toBeUndefined();
    }
    expect(spend).not.toHaveBeenCalled();
  });

  it('a login of another member than the app names is not kept', async () => {
    spend.mockResolvedValue({
      userId: '43',
      nickname: 'x',
      head: '',
      accessToken: 'a',
      refreshToken: 'r',
      accessExpiresAt: Date.now() + 3_600_000,
    });
    const response = await handover('ticket=T1');
    expect(response.headers.get('x-app-session')).toBe('refused');
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it('goes on only to our own origin', async () => {
    const response = await handover('ticket=T1&redirect=https%3A%2F%2Fevil.example%2F');
    expect(response.headers.get('location')).toBe(`${TEST_ORIGIN}/wap/touch/home.html`);
  });
});
