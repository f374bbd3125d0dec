import type { Page } from '@playwright/test';
import { expect } from './test';

/** Scrolls to the end until `count` reaches `atLeast` (a wheel before hydration loads nothing). */
export async function scrollUntil(page: Page, count: () => Promise<number>, atLeast: number): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 20_000);
        return count();
      },
      { timeout: 15_000, intervals: [500] },
    )
    .toBeGreaterThanOrEqual(atLeast);
}
