import { test, expect, expectAccessible } from './support/test';
import { WEIXIN_UA } from './support/identity';
import { declineWeixinSignIn } from './support/weixinConsent';

// The download pages take the app's address from the site config (wap.downloadUrl).
test('downloadClient and invitedToDownload send readers to the config’s download address', async ({ page }) => {
  for (const path of ['downloadClient.html', 'invitedToDownload/12/ABCD1234.html']) {
    await page.goto(path);
    await expect(page.locator('a[href="https://example.org/app/"]')).toBeVisible();
  }
});

test.describe('inside weixin (docs/product.md §2, §8)', () => {
  test.use({ userAgent: WEIXIN_UA });
  // Not signing in: the reader said "not now" to the consent step (docs/decisions/0064).
  test.beforeEach(async ({ context, baseURL }) => declineWeixinSignIn(context, baseURL!));

  test('the download button opens the open-in-browser overlay, which passes axe and closes on Escape', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('downloadClient.html?lang=cn');
    await expect(page).toHaveURL(/\/downloadClient\.html\?lang=cn/);
    await expect(page.locator('a[href="https://example.org/app/"]')).toHaveCount(0);
    const download = page.getByRole('main').getByRole('button', { name: '立即下载' });
    await download.click();
    const overlay = page.getByRole('dialog', { name: '请在默认浏览器中下载' });
    await expect(overlay).toContainText('请点击右上角···，选择“在浏览器打开”');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(overlay).toHaveCount(0);
    await expect(download).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });
});
