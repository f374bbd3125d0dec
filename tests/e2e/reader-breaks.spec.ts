import type { Page } from '@playwright/test';
import { test, expect } from './support/test';
import { loginWithPassword, signInFreshHere } from './support/identity';
import { SEED } from './support/seed';

// What broke the most common things a reader does (docs/decisions/0079): text outside the Basic
// Multilingual Plane in encrypted writes, search and 'load more' after a client-side navigation
// from home, back from a search result, and the account-unavailable 404's title and header.

/** Emoji (a flag and a skin tone too), a CJK Extension B name and Tibetan: four-byte UTF-8 and stacks. */
const HARD_TEXT = '纳木错真美😀👍🏽🇨🇳 我叫𠀀 བཀྲ་ཤིས་བདེ་ལེགས།';

test('a comment with emoji, a CJK Extension B character and Tibetan is posted and shown as written', async ({
  page,
}) => {
  await page.goto(`login.html?lang=en&redirect=${encodeURIComponent(`/newsDetail/1/${SEED.news}.html?lang=en`)}`);
  await signInFreshHere(page);
  await expect(page).toHaveURL(new RegExp(`/newsDetail/1/${SEED.news}\\.html`));
  const comments = page.locator('#comments');
  const text = `${HARD_TEXT} ${Date.now()}`;
  await comments.getByRole('textbox', { name: 'Write a comment' }).fill(text);
  await comments.getByRole('button', { name: 'Post' }).click();
  await expect(comments.getByRole('status')).toHaveText('Comment posted');
  await page.reload();
  await expect(comments.getByText(text).first()).toBeVisible();
});

test('a circle post with emoji, a CJK Extension B character and Tibetan is posted and shown as written', async ({
  page,
}) => {
  await loginWithPassword(page, '/circleDetail/3.html?lang=en');
  await page.getByRole('button', { name: 'Write a post' }).click();
  const text = `${HARD_TEXT} ${Date.now()}`;
  await page.getByLabel('Your post').fill(text);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByTestId('circle-posts').getByRole('listitem').first()).toContainText(text);
  await page.reload();
  await expect(page.getByTestId('circle-posts').getByRole('listitem').first()).toContainText(text);
});

/** A client-side navigation from the page shown, as a Link makes one (the app router's own push). */
async function navigateInApp(page: Page, path: string): Promise<void> {
  // The router's paths are the app's, below the base path, as a Link's href is.
  await page.evaluate(
    (href) => (window as unknown as { next: { router: { push: (href: string) => void } } }).next.router.push(href),
    `/${path}`,
  );
  // A ceiling for a first render on a busy machine, not a measure.
  await expect(page).toHaveURL(new RegExp(`/${path.replace(/[.]/g, '\\.')}$`), { timeout: 30_000 });
}

/** Home, hydrated, as the reader who taps something next sees it. */
async function openHome(page: Page): Promise<void> {
  await page.goto('home.html');
  await expect(page.getByRole('main').locator('li:has(h2, h3)').first()).toBeVisible();
  await page.waitForFunction(
    () => typeof (window as unknown as { next?: { router?: unknown } }).next?.router === 'object',
  );
}

test.describe('after a client-side navigation from home', () => {
  test('search from the search icon: typing shows results, not the unavailable page', async ({
    page,
    consoleErrors,
  }) => {
    await openHome(page);
    await page.getByRole('link', { name: '搜索' }).first().click();
    await expect(page).toHaveURL(/\/search\.html$/);
    await page.getByRole('combobox', { name: '搜索关键词' }).fill('青稞');
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    await expect(page.getByText('服务暂时不可用')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test("'load more' works on the first column opened from home's channel bar", async ({ page }) => {
    await openHome(page);
    await page.getByRole('navigation', { name: '栏目' }).getByRole('link', { name: '本地' }).click();
    await expect(page).toHaveURL(/\/columnDetail\/2\.html$/);
    await expectTheListGrows(page);
  });

  // Every kind of list that pages (features/articleList/listSource.ts), each reached in the app.
  for (const path of [
    'columnDetail/3.html',
    'tagList/1.html',
    'xyDetail/1.html',
    'reporter/1.html',
    'personageReports/1.html',
  ]) {
    test(`${path}: its list loads more`, async ({ page }) => {
      await openHome(page);
      await navigateInApp(page, path);
      await expectTheListGrows(page);
    });
  }
});

/** The list's cards grow past the first page as the reader scrolls to its end. */
async function expectTheListGrows(page: Page): Promise<void> {
  const cards = page.getByRole('main').locator('li:has(h2, h3)');
  await expect(cards.first()).toBeVisible();
  const first = await cards.count();
  // The button is disabled until React has hydrated the list (MoreArticles.island.tsx).
  const more = page.getByRole('button', { name: '加载更多' });
  await expect(more).toBeEnabled();
  // Near the end of the list the next page loads by itself (PAGES_LOADED_NEAR_END); a tap on the
  // button would race it (on a short list the button gives way to 'no more' under the finger).
  // The tap itself is proven by the lists' own specs; here it is the source that must be right.
  await more.scrollIntoViewIfNeeded();
  await expect.poll(() => cards.count()).toBeGreaterThan(first);
  await expect(page.getByText('服务暂时不可用')).toHaveCount(0);
}

test('back from a search result comes to the same search, its results and the place the reader was', async ({
  page,
}) => {
  // Three page loads and a search: a ceiling for a busy machine (triple the default), not a measure.
  test.slow();
  await page.goto('search.html');
  const box = page.getByRole('combobox', { name: '搜索关键词' });
  await box.fill('拉萨');
  const results = page.getByRole('main').getByRole('listitem');
  await expect(results.nth(10)).toBeVisible();
  await expect(page).toHaveURL(/keyword=%E6%8B%89%E8%90%A8/);
  const result = results.nth(12);
  await result.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  // Let the wheel's scroll come to rest and the place be saved (at most every 500 ms); the place the
  // reader was is where the page stands when they tap, read after that (read during the scroll, it
  // was up to 200 px short).
  await page.waitForTimeout(700);
  const y = await page.evaluate(() => window.scrollY);
  const count = await results.count();
  // Open the result as a finger would.
  await result
    .getByRole('link')
    .first()
    .evaluate((link: HTMLElement) => link.click());
  await expect(page).toHaveURL(/Detail\//);
  await page.goBack();
  await expect(page).toHaveURL(/search\.html\?keyword=%E6%8B%89%E8%90%A8/);
  await expect(box).toHaveValue('拉萨');
  await expect.poll(() => results.count()).toBe(count);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y - 150);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(y + 150);
  // Back again: the search's start, the entry before the search.
  await page.goBack();
  await expect(page).toHaveURL(/search\.html$/);
  await expect(box).toHaveValue('');
});

test("a missing media account is the 'account unavailable' 404 under its own title, with the site's header", async ({
  page,
}) => {
  const response = await page.goto('xyDetail/9999.html');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('banner').getByRole('heading', { level: 1, name: '该账号不可用' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: '首页' })).toBeVisible();
  await expect(page).toHaveTitle('该账号不可用 - 高原融媒');
});
