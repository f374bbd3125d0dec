import { test, expect } from './support/test';
import { faults } from './support/platform';

// A column whose list call fails (docs/product.md §8: the 'empty' marker; docs/decisions/0063): the
// column's own page with its tabs, the marker and a retry, answered 503 with Retry-After and kept
// by no cache. Runs in the `faults` project (playwright.config.ts): the fault is on the one shared platform.

test.afterEach(async () => {
  await faults.clear();
});

/** 人事任免, a child of 时政 no other test opens (its first page is shared between renders for seconds). */
const COLUMN = 'columnDetail/3/20.html';

test('a column whose list fails: the page with its tabs, the empty marker and a retry, a 503 nobody keeps; the retry brings the list', async ({
  page,
  request,
}) => {
  // A platform seen as up by the proxy's probe (an earlier test may have taken it down).
  let probes = 0;
  await expect
    .poll(async () => (await request.get(`home.html?title=column-probe-${++probes}`)).status(), { timeout: 10_000 })
    .toBe(200);
  await faults.add({ call: 'getArticles', status: -1, message: 'db exploded', count: 500 });
  // `title` is part of the page cache's key: an address nobody has asked for.
  const address = `${COLUMN}?title=list-failed`;

  const response = await request.get(address);
  expect(response.status()).toBe(503);
  expect(response.headers()['retry-after']).toBe('10');
  expect(response.headers()['cache-control']).toBe('no-store');
  const html = await response.text();
  // The column's own page, not the 503 page: its marker and retry in its main, its title its own.
  expect(html).toMatch(
    /<main id="content">[\s\S]*data-page-incomplete="list"[\s\S]*暂无内容[\s\S]*>重试<\/a>[\s\S]*<\/main>/,
  );
  expect(html).not.toContain('<title>服务暂时不可用');
  // Asked again while the list still fails: rendered again, never the stored gap.
  expect((await request.get(address)).headers()['x-cache']).toBe('ERROR');

  await page.goto(address);
  const main = page.getByRole('main');
  await expect(main.getByText('暂无内容')).toBeVisible();
  // The column's tabs are there: the reader can go elsewhere on the site.
  await expect(page.getByRole('link', { name: '人事任免', exact: true })).toHaveAttribute('aria-current', 'page');
  expect(await main.locator('li:has(h2, h3)').count()).toBe(0);

  await faults.clear();
  await main.getByRole('link', { name: '重试' }).click();
  await expect(main.locator('li:has(h2, h3)').first()).toBeVisible();
  await expect(main.getByText('暂无内容')).toHaveCount(0);
  // Now the page is an ordinary one again, kept by the page cache.
  const again = await request.get(address);
  expect(again.status()).toBe(200);
  expect(again.headers()['cache-control']).toMatch(/^public/);
});
