import { test, expect } from './support/test';
import { SEED } from './support/seed';
import { editArticle } from './support/platform';
import { loginWithPassword } from './support/identity';

// Public pages are cached for every reader (docs/decisions/0009): nothing of one reader may be in
// them, and what is per reader arrives in the browser after load.
const article = `newsDetail/${SEED.homeColumn}/${SEED.news}.html`;

test('an article is served from the cache the second time: public, no cookie, CSP by hashes', async ({ request }) => {
  await request.get(`${article}?utm_source=first`);
  const second = await request.get(`${article}?utm_source=second`);
  expect(second.status()).toBe(200);
  expect(second.headers()['x-cache']).toMatch(/^(HIT|STALE)$/);
  expect(second.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);
  expect(second.headers()['set-cookie']).toBeUndefined();
  const csp = second.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self'[^;]*'sha256-/);
  expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|nonce-)/);
  expect(await second.text()).not.toContain('nonce=');
});

test('a reader’s own pages stay private', async ({ request }) => {
  const page = await request.get('login.html', { maxRedirects: 0 });
  expect(page.headers()['cache-control']).toMatch(/no-store|private/);
  expect(page.headers()['x-cache']).toBeUndefined();
});

test('one reader’s like is theirs only: another reader of the same cached page sees it unpressed', async ({
  browser,
}) => {
  // An article of its own (column 17, no other test opens it): tests that count this article's
  // likes in the other worker never see this test's like.
  const own = 'newsDetail/17/1241.html';
  const liker = await browser.newContext();
  const page = await liker.newPage();
  await page.goto(own);
  const like = page.getByRole('button', { name: /点赞/ });
  await Promise.all([page.waitForResponse(/api\/articles\/like$/), like.click()]);
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(like).toHaveAttribute('aria-pressed', 'true');

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const response = await otherPage.goto(own);
  expect(response?.headers()['x-cache']).toMatch(/^(HIT|STALE|MISS)$/);
  await expect(otherPage.getByRole('button', { name: /点赞/ })).toHaveAttribute('aria-pressed', 'false');

  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await liker.close();
  await other.close();
});

test('a signed-in reader of a cached article sees their own state after load; an anonymous reader of the same copy never does', async ({
  browser,
  request,
}) => {
  // An article of its own (a news article of column 17 no other test opens), so the like is this test's.
  const own = 'newsDetail/17/1732.html';
  await request.get(own);
  const loginLink = /请登录后评论|Log in to comment/;

  const member = await browser.newContext();
  const memberPage = await member.newPage();
  await loginWithPassword(memberPage, `/${own}`);
  await memberPage.waitForURL(/newsDetail\/17\/1732\.html/);
  const [served] = await Promise.all([
    memberPage.waitForResponse((r) => r.url().includes(own) && r.request().resourceType() === 'document'),
    memberPage.reload(),
  ]);
  expect(served.headers()['x-cache']).toMatch(/^(HIT|STALE)$/);
  // The composer learns who reads from our API after load: signed in, so no invitation to log in.
  await memberPage.waitForResponse(/api\/comments\/mine/);
  await expect(memberPage.getByRole('link', { name: loginLink })).toHaveCount(0);
  const like = memberPage.getByRole('button', { name: /^(点赞|Like)\s*\d/ });
  await Promise.all([memberPage.waitForResponse(/api\/articles\/like$/), like.click()]);
  await expect(like).toHaveAttribute('aria-pressed', 'true');

  const anonymous = await browser.newContext();
  const anonymousPage = await anonymous.newPage();
  const response = await anonymousPage.goto(own);
  expect(response?.headers()['x-cache']).toMatch(/^(HIT|STALE|MISS)$/);
  expect(await response?.text()).not.toContain('高原读者');
  await expect(anonymousPage.getByRole('link', { name: loginLink })).toBeVisible();
  await expect(anonymousPage.getByRole('button', { name: /^(点赞|Like)\s*\d/ })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await member.close();
  await anonymous.close();
});

test('an editor’s correction reaches a reader through the page cache within 30 s (docs/decisions/0029)', async ({
  request,
}) => {
  test.setTimeout(60_000);
  // An article no other test opens (a news article of column 43). Reading it first fills both the
  // page cache and the platform-answer cache now, just before the edit: the slowest case a reader
  // can meet (server/freshness.mjs adds the caches up).
  const edited = 'newsDetail/43/1720.html';
  const first = await request.get(edited);
  expect(first.status()).toBe(200);
  expect(first.headers()['x-cache']).toBe('MISS');
  const corrected = `八宿教育帮扶通过验收（更正 ${Date.now() % 100_000}）`;
  await editArticle(1720, { title: corrected });
  const editedAt = Date.now();
  await expect
    .poll(async () => (await request.get(edited)).text(), { timeout: 30_000, intervals: [1_000] })
    .toContain(corrected);
  console.log(`the correction reached the reader after ${((Date.now() - editedAt) / 1000).toFixed(1)} s`);
});
