import { test, expect } from './support/test';
import { SEED } from './support/seed';

// The most read of the day and of the week (docs/product.md §7), from the platform's read counts (articleHot with
// days): on home among its modules, and at the end of every article. The ranking's order is the platform's
// (platform/test/api.test.mjs); here, that readers see it, ranked, each entry opening its article.

for (const { where, path } of [
  { where: 'home', path: 'home.html' },
  { where: 'the end of an article', path: `newsDetail/${SEED.news}.html` },
]) {
  test(`most read on ${where}: today and this week, ranked, in the server HTML, each to its article`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    const html = await (await request.get(path)).text();
    expect(html).toContain('data-testid="most-read"');

    await page.goto(`${path}?lang=en`);
    const section = page.getByTestId('most-read');
    await expect(section.getByRole('heading', { level: 2, name: 'Most read' })).toBeVisible();
    for (const period of ['Today', 'This week']) {
      const ranking = section.getByRole('region', { name: period });
      const entries = ranking.getByRole('listitem');
      await expect(entries).toHaveCount(5);
      // Ranked: an ordered list, the first entry numbered 1.
      await expect(ranking.locator('ol > li').first()).toContainText('1');
      await expect(ranking.getByRole('link').first()).toHaveAttribute(
        'href',
        /\/(newsDetail|imageDetail|videoDetail|linkDetail|specDetail)\//,
      );
    }

    const first = section.getByRole('region', { name: 'Today' }).getByRole('link').first();
    const title = (await first.textContent())?.trim() ?? '';
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title.slice(0, 8));

    await page.goto(`${path}?dark=true&lang=bo`);
    await expect(page.getByTestId('most-read').getByRole('heading', { level: 2, name: 'ཀློག་མཁན་མང་ཤོས།' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
}

test('a preview has no most read (the editors’ draft ends with the article)', async ({ request }) => {
  const html = await (await request.get(`newsDetail/${SEED.preview}.html`)).text();
  expect(html).not.toContain('data-testid="most-read"');
});
