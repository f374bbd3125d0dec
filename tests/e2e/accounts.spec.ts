import { test, expect } from './support/test';
import { loginWithPassword } from './support/identity';

// Media accounts (docs/product.md §2, xyDetail) on the seeded reference platform: 1 拉萨发布 and 3 林芝文旅 are live
// accounts; 10 is banned, 11 under review, 12 closed (platform/seed/accounts.mjs).

test.describe('media account pages (xyDetail)', () => {
  test('the server HTML holds the account, its articles and a ProfilePage; accessible in light/cn and dark/bo', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const response = await request.get('xyDetail/1.html');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('拉萨发布');
    expect(html).toContain('拉萨市人民政府新闻办公室');
    expect(html).toContain('"@type":"ProfilePage"');
    expect(html).toMatch(/href="[^"]*\/newsDetail\/\d+\/\d+\.html"/);
    expect(response.headers()['cache-control']).toMatch(/public/);

    await page.goto('xyDetail/1.html');
    await expect(page.getByRole('heading', { name: /拉萨发布/ })).toBeVisible();
    await expect(page.getByRole('main').locator('button[aria-pressed]')).toBeEnabled();
    await page.goto('xyDetail/1.html?dark=true&lang=bo');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('main').locator('button[aria-pressed]')).toBeEnabled();
    expect(consoleErrors).toEqual([]);
  });

  test('a banned, unreviewed, closed or unknown account is the account-unavailable page with 404', async ({
    request,
  }) => {
    for (const path of [
      'xyDetail/10.html',
      'xyDetail/11.html',
      'xyDetail/12.html',
      'xyDetail/9999.html',
      'xyDetail/0.html',
      'xyDetail/abc.html',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      if (!path.includes('abc') && !path.includes('/0.')) expect(await response.text(), path).toContain('该账号不可用');
    }
  });

  test('signed out, follow leads to login and back; following survives a reload; unfollow', async ({ page }) => {
    await page.goto('xyDetail/3.html');
    const button = page.getByRole('main').locator('button[aria-pressed]');
    await expect(button).toBeEnabled();
    await button.click();
    await expect(page).toHaveURL(/\/login\.html\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toContain('/xyDetail/3.html');

    await loginWithPassword(page, '/xyDetail/3.html');
    await expect(page).toHaveURL(/\/xyDetail\/3\.html$/);
    await expect(button).toBeEnabled();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toBeEnabled();

    await page.reload();
    await expect(button).toBeEnabled();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(button).toBeEnabled();
    await page.reload();
    await expect(button).toBeEnabled();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  });
});
