import type { Page } from '@playwright/test';
import { expect } from './test';

/**
 * On the open page: a tap on like marks it pressed and adds one to the count; both survive a
 * reload (the device remembers, the platform counts); a second tap takes the like back.
 * `answer` matches our handler's address, whose answer the device waits for before it remembers.
 */
export async function expectLikeTogglesAndSurvivesReload(page: Page, answer: RegExp): Promise<void> {
  const like = () => page.getByRole('button', { name: /点赞/ });
  const count = () => page.getByTestId('like-count');
  const before = Number(await count().textContent());
  await Promise.all([page.waitForResponse(answer), like().click()]);
  await expect(like()).toHaveAttribute('aria-pressed', 'true');
  await expect(count()).toHaveText(String(before + 1));
  await page.reload();
  await expect(count()).toHaveText(String(before + 1));
  await expect(like()).toHaveAttribute('aria-pressed', 'true');
  await like().click();
  await expect(count()).toHaveText(String(before));
  await expect(like()).toHaveAttribute('aria-pressed', 'false');
}
