import { test, expect } from './support/test';
import { freshPhone, loginWithPassword, LOGOUT_FORM, sessionCookie } from './support/identity';
import { waitForHydration } from './support/hydration';

// docs/decisions/0024 and docs/security.md: what a hostile address or method gets from the real stack (front server, proxy, Next).

test("the 404 page has its own title, not the home page's", async ({ request }) => {
  const response = await request.get('newsDetail/1/987654321.html');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toMatch(/<title>内容不存在 - 高原融媒<\/title>/);
});

test("malformed percent-encoding in a path is the reader's error (404 page), never a bare 500", async ({ request }) => {
  for (const path of [
    'newsDetail/1/%ff.html',
    'newsDetail/%c0%ae%c0%ae/1000.html',
    'columnDetail/%e4%b8.html',
    'api/articles/like%ff',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).not.toBe('Internal Server Error');
  }
});

test('TRACE answers 405 with Allow', async ({ request }) => {
  const response = await request.fetch('home.html', { method: 'TRACE' });
  expect(response.status()).toBe(405);
  expect(response.headers()['allow']).toBe('GET, HEAD, POST, OPTIONS');
});

test('a session cookie copied before logout opens nothing after it', async ({ page, context }) => {
  await loginWithPassword(page);
  await expect(page).toHaveURL(/\/getUserInfo\.html$/);
  const copy = await sessionCookie(context);
  expect(copy).toBeDefined();
  // The member page was loaded anew: one tap once React owns the form (support/hydration.ts).
  await waitForHydration(page, LOGOUT_FORM);
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(page).toHaveURL(/\/home\.html$/);
  await context.addCookies([copy!]);
  await page.goto('getUserInfo.html');
  await expect(page).toHaveURL(/\/login\.html\?redirect=%2FgetUserInfo\.html$/);
});

test('guessing passwords: after 5 wrong ones the platform makes the reader wait, said in minutes', async ({
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const phone = freshPhone();
  const statuses: number[] = [];
  let last: unknown = null;
  for (let i = 0; i < 6; i += 1) {
    const response = await request.post('api/member/authLogin', {
      data: { mode: 'password', consent: true, phone, password: `guess-${i}` },
      headers: { origin },
    });
    statuses.push(response.status());
    last = await response.json();
  }
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  expect(last).toMatchObject({ error: { code: 'rateLimited', retryAfterSeconds: 900 } });
});

test('our API answers carry the security headers; a forged X-Forwarded-Host does not make a write same-origin', async ({
  request,
}) => {
  const answer = await request.get('api/articleList?columnId=1&page=0');
  expect(answer.headers()['x-content-type-options']).toBe('nosniff');
  expect(answer.headers()['content-security-policy']).toContain("default-src 'none'");
  const forged = await request.post('api/articles/like', {
    data: { articleId: 1000 },
    headers: { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' },
  });
  expect(forged.status()).toBe(403);
});
