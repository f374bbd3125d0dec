import { NextRequest } from 'next/server';
import { memberOf } from '@/lib/http/handler/requester';
import { refreshedSessionCookie } from './sessionRefresh';
import { apiRequest, sealMember, sessionCookie, testMember, TEST_ORIGIN } from '@/tests/support/session';

// A session the provider's app handed over (docs/host-app-bridge.md) ends when the app no longer names
// its member: proxy.ts drops the cookie before the page renders, and our handlers see no member.
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile Safari/537.36';
const member = testMember({ userId: '1024', via: 'app', accessExpiresAt: Date.now() + 3_600_000 });

async function pageRequest(userAgent: string, seal: string) {
  return new NextRequest(`${TEST_ORIGIN}/wap/touch/getUserInfo.html`, {
    headers: { cookie: sessionCookie(seal), 'user-agent': userAgent },
  });
}
async function handlerRequest(userAgent: string, seal: string) {
  const request = apiRequest('member/favList', { method: 'GET', cookies: [sessionCookie(seal)] });
  request.headers.set('user-agent', userAgent);
  return request;
}

describe('a session from the app', () => {
  it('holds while the app names its member', async () => {
    const seal = await sealMember(member);
    expect(await refreshedSessionCookie(await pageRequest(`${PHONE} xyApp/6.2.6 xyUid/1024`, seal))).toBeNull();
    expect((await memberOf(await handlerRequest(`${PHONE} xyApp/6.2.6 xyUid/1024`, seal)))?.userId).toBe('1024');
  });

  it.each([
    ['the app signed out', `${PHONE} xyApp/6.2.6`],
    ['the app switched members', `${PHONE} xyApp/6.2.6 xyUid/2048`],
  ])('ends when %s: the cookie is dropped, handlers see nobody', async (_case, userAgent) => {
    const seal = await sealMember(member);
    expect(await refreshedSessionCookie(await pageRequest(userAgent, seal))).toBe('');
    expect(await memberOf(await handlerRequest(userAgent, seal))).toBeNull();
  });

  it("a session signed in on the web is not the app's to end", async () => {
    const seal = await sealMember({ ...member, via: 'phone' });
    expect(await refreshedSessionCookie(await pageRequest(`${PHONE} xyApp/6.2.6`, seal))).toBeNull();
  });
});
