import { test, expect } from './support/test';
import { SEED } from './support/seed';

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

test('one reader’s like is theirs only: another reader of the same cached page sees it unpressed', async ({ browser }) => {
  const liker = await browser.newContext();
  const page = await liker.newPage();
  await page.goto(article);
  const like = page.getByRole('button', { name: /点赞/ });
  await Promise.all([page.waitForResponse(/api\/like$/), like.click()]);
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(like).toHaveAttribute('aria-pressed', 'true');

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const response = await otherPage.goto(article);
  expect(response?.headers()['x-cache']).toMatch(/^(HIT|STALE|MISS)$/);
  await expect(otherPage.getByRole('button', { name: /点赞/ })).toHaveAttribute('aria-pressed', 'false');

  // The first reader takes the like back, so other tests see the seeded count.
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await liker.close();
  await other.close();
});
