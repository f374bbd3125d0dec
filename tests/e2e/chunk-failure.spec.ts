import { test, expect } from './support/test';

// docs/product.md §8: a script chunk that fails to load ('Loading chunk … failed') gets a reload
// prompt, not the "service unavailable" page. Article 1017 is this file's own (read only). The
// share panel's sheet is a chunk loaded on the first tap: the test refuses it, then lets it load.
const ARTICLE = 'newsDetail/2/1017.html';

test('a chunk that fails to load says so and offers a reload that brings the page back', async ({ page }) => {
  await page.goto(`${ARTICLE}?lang=en`);
  const share = page.getByRole('button', { name: 'Share', exact: true });
  await expect(share).toBeEnabled();
  await page.route('**/_next/static/chunks/**', (route) => route.abort());
  await share.click();

  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Part of the page failed to load' })).toBeVisible();
  await expect(alert).not.toContainText('Service temporarily unavailable');

  await page.unroute('**/_next/static/chunks/**');
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeEnabled();
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Share to' })).toBeVisible();
});
