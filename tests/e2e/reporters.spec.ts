import { test, expect } from './support/test';
import { scrollUntil } from './support/scroll';

// Reporters and their dynamics (docs/product.md §2, reporter and dynamicDetail): reporter 1 扎西次仁 has 23 dynamics (platform/seed/accounts.mjs).

test.describe('reporters', () => {
  test('reporter: the server HTML holds the reporter, dynamics and articles; dark/bo; unknown ids 404', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const response = await request.get('reporter/1.html');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('扎西次仁');
    expect(html).toContain('"@type":"ProfilePage"');
    expect(html).toMatch(/href="[^"]*\/dynamicDetail\/\d+\.html"/);
    expect(html).toMatch(/href="[^"]*\/newsDetail\/\d+\/\d+\.html"/);
    for (const path of ['reporter/999.html', 'reporter/abc.html', 'dynamicDetail/99999.html'])
      expect((await request.get(path)).status(), path).toBe(404);

    await page.goto('reporter/1.html?dark=true&lang=bo');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('heading', { name: /扎西次仁/ })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('reporter: scroll loads three pages; an article and back restores the list and the place', async ({ page }) => {
    await page.goto('reporter/1.html');
    // Distinct articles shown (a card may hold more than one link): three pages of 20 hold more than 40.
    const distinct = () =>
      page.evaluate(
        () =>
          new Set(
            [...document.querySelectorAll<HTMLAnchorElement>('main a')]
              .map((a) => a.href)
              .filter((href) => /\/(news|video|image)Detail\//.test(href)),
          ).size,
      );
    await scrollUntil(page, distinct, 41);
    const loaded = await distinct();
    const target = page.getByRole('main').locator('a[href*="Detail/"]').last();
    await target.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    await target.click();
    await expect(page).not.toHaveURL(/\/reporter\//);
    await page.goBack();
    await expect(page).toHaveURL(/\/reporter\/1\.html$/);
    await expect.poll(distinct).toBe(loaded);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBeGreaterThan(before - 200);
  });

  test('dynamicDetail: the dynamic, the reporter link, and more dynamics 10 at a time until no more', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const html = await (await request.get('dynamicDetail/1.html')).text();
    expect(html).toContain('扎西次仁');
    await page.goto('dynamicDetail/1.html');
    await expect(page.getByRole('link', { name: '扎西次仁' })).toHaveAttribute('href', /\/reporter\/1\.html$/);
    const list = page.getByRole('main').locator('li');
    await expect(list).toHaveCount(10);
    const more = page.getByRole('button', { name: /加载更多/ });
    await more.click();
    await expect(list).toHaveCount(20);
    await more.click();
    await expect(list).toHaveCount(23);
    await expect(page.getByText('没有更多了')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
