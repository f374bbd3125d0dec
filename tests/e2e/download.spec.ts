import { test, expect } from './support/test';

// Issue 19: the download pages take the app's address from the site config (wap.downloadUrl).
test('downloadClient and invitedToDownload send readers to the config’s download address', async ({ page }) => {
  for (const path of ['downloadClient.html', 'invitedToDownload/12/ABCD1234.html']) {
    await page.goto(path);
    await expect(page.locator('a[href="https://example.org/app/"]')).toBeVisible();
  }
});
