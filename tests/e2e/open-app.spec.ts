import { test, expect, expectAccessible } from './support/test';
import { WEIXIN_UA } from './support/identity';
import { declineWeixinSignIn } from './support/weixinConsent';
import { SEED } from './support/seed';

// Opening the provider's app from an article (docs/product.md §2, docs/decisions/0038). The reference
// platform's config: the app's scheme `plateaumedia://article?url={url}`, weixin's open tag off.
const article = `newsDetail/${SEED.homeColumn}/${SEED.news}.html`;

test("an ordinary browser tries the app's scheme on the tap, then goes to the download page", async ({
  page,
  consoleErrors,
}) => {
  const appLinks: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('plateaumedia:')) appLinks.push(request.url());
  });
  await page.goto(`${article}?lang=cn`);
  const open = page.getByRole('link', { name: '打开App' });
  await expect(open).toHaveAttribute('href', /^plateaumedia:\/\/article\?url=http/);
  const href = (await open.getAttribute('href')) ?? '';
  expect(decodeURIComponent(href.split('url=')[1] ?? '')).toMatch(
    new RegExp(`/newsDetail/${SEED.homeColumn}/${SEED.news}\\.html$`),
  );
  expect(appLinks).toEqual([]); // nothing before the tap
  await open.click();
  await expect.poll(() => appLinks).toEqual([href]);
  // The app is not installed: the page stays in view, and after about 2 s the download page opens.
  await expect(page).toHaveURL(/\/downloadClient\.html$/, { timeout: 6000 });
  await expect(page.locator('a[href="https://example.org/app/"]')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test.describe('inside weixin, with openLaunchApp off', () => {
  test.use({ userAgent: WEIXIN_UA });
  // Not signing in: the reader said "not now" to the consent step (docs/decisions/0064).
  test.beforeEach(async ({ context, baseURL }) => declineWeixinSignIn(context, baseURL!));

  // No consoleErrors here: the page loads weixin's JS-SDK from res.wx.qq.com (WeixinShare), which this
  // test machine cannot reach; the failures seen are that and only that.
  test('the bar opens the overlay: tap Open at the top or bottom right', async ({ page }) => {
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(new URL(request.url()).host));
    await page.goto(`${article}?lang=cn`);
    await expect(page.getByRole('link', { name: '打开App' })).toHaveCount(0);
    const open = page.getByRole('main').getByRole('button', { name: '打开App' });
    await open.click();
    const overlay = page.getByRole('dialog', { name: '请点击右上角或右下角的“打开”进入App' });
    await expect(overlay).toContainText('请点击右上角···，选择“在浏览器打开”');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(overlay).toHaveCount(0);
    await expect(open).toBeFocused();
    expect(failed.filter((host) => host !== 'res.wx.qq.com')).toEqual([]);
  });
});
