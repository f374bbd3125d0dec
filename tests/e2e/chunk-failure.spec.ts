import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from './support/test';

// docs/product.md §8: a script chunk that fails to load ('Loading chunk … failed') gets a reload
// prompt, not the "service unavailable" page; a download that fails ('download failed') is said so.
// Article 1017 is this file's own (read, and its poster share counted). The share panel's sheet
// is a chunk loaded on the first tap: the test refuses it, then lets it load.
const ARTICLE = 'newsDetail/2/1017.html';
const CHUNKS = '**/_next/static/chunks/**';

/** Opens the article, refuses every further chunk, taps Share: the prompt it brings. */
async function failAChunk(page: Page, query: string, title: string) {
  await page.goto(`${ARTICLE}?${query}`);
  const share = page.locator('button[aria-haspopup="dialog"]').first();
  await expect(share).toBeEnabled();
  await page.route(CHUNKS, (route) => route.abort());
  await share.click();
  const alert = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(alert).toBeVisible();
  return alert;
}

test('a chunk that fails to load says so and offers a reload that brings the page back', async ({ page }) => {
  const alert = await failAChunk(page, 'lang=en', 'Part of the page failed to load');
  await expect(page.getByText('Service temporarily unavailable')).toHaveCount(0);
  await expectAccessible(page);

  await page.unroute(CHUNKS);
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeEnabled();
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Share to' })).toBeVisible();
});

test('the prompt is accessible in light Chinese and dark Tibetan', async ({ page }) => {
  await failAChunk(page, 'lang=cn', '页面部分内容加载失败');
  await expectAccessible(page);
  await page.unroute(CHUNKS);
  await failAChunk(page, 'dark=true&lang=bo', 'ཤོག་ངོས་ཀྱི་ཆ་ཤས་ཤིག་ཕབ་ལེན་བྱེད་མ་ཐུབ།');
  await expectAccessible(page);
});

test('a poster that cannot be downloaded says so instead of offering a broken save', async ({ page }) => {
  await page.goto(`${ARTICLE}?lang=en`);
  await page.route('**/api/share/poster**', (route) => route.abort());
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await page.getByRole('dialog', { name: 'Share to' }).getByRole('button', { name: 'Share poster' }).click();
  const poster = page.getByRole('dialog', { name: 'Share poster' });
  await expect(poster.getByRole('alert')).toHaveText(
    'Download failed: the poster could not be made. Please try again later.',
  );
  await expect(poster.getByRole('link', { name: 'Save poster' })).toHaveCount(0);
});
