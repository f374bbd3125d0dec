import { apiRequest, deviceCookie, TEST_ORIGIN } from '@/tests/support/session';
import { POST } from './weixinDecline.handler';

// The consent step's "not now" (docs/decisions/0064): the device is left alone for a week, by a
// cookie no script can read, and the reader goes back to a page of our own origin only.
process.env.SITE_ORIGIN = TEST_ORIGIN;

const decline = (redirect: string, headers: Record<string, string> = {}) => {
  const request = apiRequest('member/weixinDecline', { body: { redirect }, cookies: [deviceCookie()] });
  for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
  return POST(request);
};

describe('POST /api/member/weixinDecline', () => {
  it('remembers "not now" on this device for a week, HttpOnly and SameSite, Secure behind https', async () => {
    const response = await decline('/newsDetail/1/2.html');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ redirect: '/newsDetail/1/2.html' });
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^touch_wx_declined=1; Path=\/; /);
    expect(cookie).toContain('; Max-Age=604800; ');
    expect(cookie).toMatch(/; HttpOnly; SameSite=lax$/i);
    expect(cookie).not.toMatch(/Secure/);
    const [overHttps] = (await decline('/home.html', { 'x-forwarded-proto': 'https' })).headers.getSetCookie();
    expect(overHttps).toMatch(/; Secure; HttpOnly; SameSite=lax$/i);
  });

  it('goes back to our own origin only', async () => {
    expect(await (await decline('https://evil.example/x')).json()).toEqual({ redirect: '/home.html' });
  });
});
