import type { Page } from '@playwright/test';
import { test, expect } from './support/test';
import { faults } from './support/platform';
import { loginWithPassword } from './support/identity';

// Comments when the platform refuses or fails (docs/product.md §8, docs/decisions/0018): the platform's words or 'comment
// failed', clear messages when it is slow or down, and nothing lost from the input. These bend the
// shared platform: the `faults` project runs them alone (playwright.config.ts, the file name).
test.describe.configure({ mode: 'serial' });

test.afterEach(async () => {
  await faults.clear();
});

/** A generated article no other test opens (platform/seed/comments.mjs seeds comments on most). */
const ARTICLE = 'newsDetail/12/1701.html?lang=en';

async function typeAndPost(page: Page, text: string): Promise<void> {
  const input = page.locator('#comments').getByRole('textbox', { name: 'Write a comment' });
  await input.fill(text);
  await page.locator('#comments').getByRole('button', { name: 'Post' }).click();
}

test('10202, 10203 and 10204 show the platform message (or "comment failed"); slow and down say so; the text stays', async ({
  page,
}) => {
  await loginWithPassword(page, `/${ARTICLE}`);
  await expect(page).toHaveURL(/newsDetail\/12\/1701\.html/);
  const input = page.locator('#comments').getByRole('textbox', { name: 'Write a comment' });
  const alert = page.locator('#comments').getByRole('alert');

  await faults.add({ call: 'discuss', status: 10203, message: 'The comment contains a blocked word', count: 1 });
  await typeAndPost(page, 'kept text 1');
  await expect(alert).toHaveText('The comment contains a blocked word');
  await expect(input).toHaveValue('kept text 1');

  await faults.add({ call: 'discuss', status: 10204, message: '', count: 1 });
  await typeAndPost(page, 'kept text 2');
  await expect(alert).toHaveText('Comment failed');
  await expect(input).toHaveValue('kept text 2');

  await faults.add({ call: 'discuss', status: 10202, message: 'Comments are closed here', count: 1 });
  await typeAndPost(page, 'kept text 3');
  await expect(alert).toHaveText('Comments are closed here');

  await faults.add({ call: 'discuss', delayMs: 9000, count: 1 });
  await typeAndPost(page, 'kept text 4');
  await expect(alert).not.toBeEmpty({ timeout: 12_000 });
  await expect(input).toHaveValue('kept text 4');

  await faults.add({ call: 'discuss', drop: true, count: 1 });
  await typeAndPost(page, 'kept text 5');
  await expect(alert).not.toHaveText('');
  await expect(alert).not.toHaveText('kept text 5');
  await expect(input).toHaveValue('kept text 5');

  await typeAndPost(page, '   ');
  await expect(alert).toHaveText('Please enter content');
});
