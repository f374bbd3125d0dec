import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './support/test';

// "Log out on all devices" on one phone ends the member's other logins on the platform
// (docs/decisions/0024, 0042). The other phone is then signed out everywhere its session is read:
// its member page sends it to the login page once, with the cookie cleared (no redirect loop
// between getUserInfo and login), and its calls answer 401 loginRequired, not 502. The second demo
// member, whom no other test signs in: ending all of their logins disturbs no one else. The real
// SSO's logout ends one device's login (features/member/server/login.ts), so this runs in the
// designedGeneration project (playwright.config.ts; docs/decisions/0108).
const MEMBER = { phone: '13800000002', password: 'demo5678' } as const;
const SESSION = 'touch_session';

async function phone(
  playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } },
  baseURL: string,
) {
  const origin = new URL(baseURL).origin;
  const context = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin } });
  expect((await context.get('api/analytics/serverTime')).ok()).toBe(true);
  const login = await context.post('api/member/authLogin', { data: { mode: 'password', consent: true, ...MEMBER } });
  expect(login.status()).toBe(200);
  expect((await context.storageState()).cookies.some((c) => c.name === SESSION)).toBe(true);
  return context;
}

const hasSession = async (context: APIRequestContext) =>
  (await context.storageState()).cookies.some((c) => c.name === SESSION && c.value !== '');

test('after "log out on all devices" on one phone the other phone is signed out: login once, cookie cleared, 401 not 502', async ({
  playwright,
  baseURL,
}) => {
  const a = await phone(playwright, baseURL!);
  const b = await phone(playwright, baseURL!);
  const c = await phone(playwright, baseURL!);
  expect((await c.get('getUserInfo.html', { maxRedirects: 0 })).status()).toBe(200);

  expect((await a.post('api/member/authLogout', { data: { everywhere: true } })).status()).toBe(200);

  // A member's calls on the other phone: signed out, not a platform failure.
  const fav = await b.get('api/member/favList?page=0');
  expect(fav.status()).toBe(401);
  expect(await fav.json()).toMatchObject({ error: { code: 'loginRequired' } });
  expect(await hasSession(b)).toBe(false);

  // Its member page: to the login page once, which shows the form with the cookie cleared.
  const first = await c.get('getUserInfo.html', { maxRedirects: 0 });
  expect(first.status()).toBe(307);
  expect(first.headers().location).toMatch(/\/login\.html\?redirect=%2FgetUserInfo\.html$/);
  const login = await c.get(first.headers().location!, { maxRedirects: 0 });
  expect(login.status()).toBe(200);
  expect(await hasSession(c)).toBe(false);
  // Signed out for good: the member page sends it to login again, and login stays.
  expect((await c.get('getUserInfo.html', { maxRedirects: 0 })).headers().location).toMatch(/\/login\.html/);
  expect((await c.get('login.html', { maxRedirects: 0 })).status()).toBe(200);

  // Signing in again works as before.
  expect(
    (await c.post('api/member/authLogin', { data: { mode: 'password', consent: true, ...MEMBER } })).status(),
  ).toBe(200);
  expect((await c.get('getUserInfo.html', { maxRedirects: 0 })).status()).toBe(200);
  await Promise.all([a.dispose(), b.dispose(), c.dispose()]);
});
