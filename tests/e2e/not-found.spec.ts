import { test, expect } from './support/test';

// A 404 has its message in the server's HTML (docs/decisions/0086): a crawler, or a reader whose
// scripts failed to load, saw an empty page (Next's error document) for any id a page did not find.

/** Missing objects of several routes, each a page's own notFound(). */
const MISSING = ['newsDetail/1/99999999.html', 'reporter/99999.html', 'liveDetail/99999.html'];

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test("a missing article, reporter, live or media account shows its 404 page's message and the way on", async ({
    page,
  }) => {
    for (const path of MISSING) {
      const response = await page.goto(`${path}?lang=cn`);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('banner').getByRole('heading', { level: 1, name: '内容不存在' }), path).toBeVisible();
      await expect(page.getByRole('main').getByRole('searchbox'), path).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: '返回首页' }), path).toBeVisible();
      await expect(page, path).toHaveTitle('内容不存在 - 高原融媒');
    }
    // A media account has a 404 page of its own, 'account unavailable', in the HTML and the head too.
    const account = await page.goto('xyDetail/99999.html?lang=cn');
    expect(account?.status()).toBe(404);
    await expect(page.getByRole('banner').getByRole('heading', { level: 1, name: '该账号不可用' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: '浏览订阅号' })).toBeVisible();
    await expect(page).toHaveTitle('该账号不可用 - 高原融媒');
  });

  test('the Tibetan 404 page is in Tibetan', async ({ page }) => {
    const response = await page.goto('newsDetail/1/99999999.html?lang=bo');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bo');
    await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).not.toHaveText('内容不存在');
  });
});

test('with scripts, the server-rendered 404 page hydrates and its search works', async ({ page }) => {
  const response = await page.goto('newsDetail/1/99999999.html?lang=cn');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('banner').getByRole('heading', { level: 1, name: '内容不存在' })).toBeVisible();
  await page.getByRole('main').getByRole('searchbox').fill('拉萨');
  await page.getByRole('main').getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/search\.html\?keyword=/);
});
