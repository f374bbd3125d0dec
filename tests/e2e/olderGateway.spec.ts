import { test, expect } from './support/test';

/**
 * The reading journey against a platform that answers as the older public gateway does (bare JSON,
 * `null` for nothing: PLATFORM_DIALECT=g1, docs/reference-platform-dialects.md), through a front
 * end of its own that is told nothing of the dialect: it learns it from the config (docs/decisions/0074).
 * The loaders are held to every dialect in tests/contract/realDialects.contract.test.ts; this is the
 * same journey as a reader's browser makes it, through the front server, the health gate and the
 * page cache: home, a column, an article, search, the lives, and a missing article.
 */
test.describe.configure({ mode: 'serial' });

test('a reader reads the site on the older gateway: home, a column, an article with its pictures', async ({
  page,
  consoleErrors,
}) => {
  const home = await page.goto('home.html');
  expect(home?.status()).toBe(200);
  const tabs = page.getByRole('navigation').getByRole('link');
  await expect(tabs.first()).toBeVisible();
  const column = page.locator('main a[href*="/columnDetail/"]').first();
  const columnHref = await column.getAttribute('href');
  expect(columnHref).toMatch(/\/columnDetail\/\d+\.html$/);
  const firstArticle = page.locator('main a[href*="/newsDetail/"]').first();
  await expect(firstArticle).toBeVisible();

  const list = await page.goto(columnHref!);
  expect(list?.status()).toBe(200);
  await expect(page.locator('main a[href*="Detail/"]').first()).toBeVisible();

  const article = await page.goto('newsDetail/1/1000.html');
  expect(article?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('拉萨青稞产业迎来新发展');
  const pictures = page.locator('article img');
  expect(await pictures.count()).toBeGreaterThan(0);
  expect(await page.content()).not.toMatch(/IMAGEARRAY/);
  expect(consoleErrors).toEqual([]);
});

test('search, the lives and a missing article on the older gateway', async ({ page }) => {
  const search = await page.goto(`search.html?keyword=${encodeURIComponent('拉萨')}`);
  expect(search?.status()).toBe(200);
  await expect(page.locator('main a[href*="Detail/"]').first()).toBeVisible();

  const lives = await page.goto('moreLive.html');
  expect(lives?.status()).toBe(200);
  await expect(page.locator('main a[href*="/liveDetail/"]').first()).toBeVisible();

  const missing = await page.goto('newsDetail/1/987654.html');
  expect(missing?.status()).toBe(404);
});
