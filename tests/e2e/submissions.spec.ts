import { test, expect } from './support/test';
import { loginWithPassword } from './support/identity';

// Calls for articles (docs/product.md §2, seekArticleDetail): the call in the server HTML; a signed-in reader submits and
// finds the submission after a reload and in their list; a closed call has no form.

test('a signed-in reader submits to an open call and finds it again', async ({ page, request }) => {
  expect(await (await request.get('seekArticleDetail/1.html')).text()).toContain('我家的新变化');
  expect((await request.get('seekArticleDetail/999.html')).status()).toBe(404);
  await loginWithPassword(page, '/seekArticleDetail/1.html?lang=en');
  await expect(page.getByRole('banner')).toContainText('Call for articles');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('我家的新变化');
  const title = `A new road to the village (${Date.now()})`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Text', { exact: true }).fill('Last autumn the dirt road became asphalt.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/inputArticleDetail\/\d+\.html/);
  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByTestId('submission-status')).toHaveText('Received');
  await page.goto('inputArticleDetail.html?lang=en');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByText(/Published/)).toBeVisible();
});

test('a closed call shows no form', async ({ page }) => {
  await page.goto('seekArticleDetail/3.html?lang=en');
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'This call is closed. Thank you for your interest',
  );
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
});
