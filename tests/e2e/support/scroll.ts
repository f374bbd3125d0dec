import type { Locator, Page } from '@playwright/test';
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

/**
 * Whether the list kept in sessionStorage holds the page's current scroll position: the list
 * saves it at most every 500 ms (features/articleList/keptAlive.ts), so tests wait for this, not a sleep.
 */
export function positionSaved(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const y = Math.round(window.scrollY);
    return Object.keys(sessionStorage).some((key) => {
      try {
        const kept = JSON.parse(sessionStorage.getItem(key) ?? 'null') as { scrollY?: unknown } | null;
        return kept?.scrollY === y;
      } catch {
        return false;
      }
    });
  });
}

/** More pages than any list of the seed has: a list that never ends fails instead of looping. */
const MOST_PAGES = 30;

/**
 * Loads a paged list to its end as a keyboard reader would: one tap on "load more" per page until
 * `end` (the list's "no more") shows. The button is disabled until React has hydrated the list and
 * while a page loads (MoreArticles.island.tsx, MoreTail.island.tsx), and a click waits for it to be
 * enabled: no tap is lost, so none is retried.
 */
export async function loadUntilTheEnd(page: Page, end: Locator, moreName = '加载更多'): Promise<void> {
  const more = page.getByRole('button', { name: moreName });
  for (let pages = 0; pages < MOST_PAGES; pages++) {
    await expect(end.or(more).first()).toBeVisible();
    if (await end.isVisible()) return;
    await more.click();
  }
  throw new Error(`no end after ${MOST_PAGES} pages`);
}

/**
 * Follows a link in the footer of a page whose list loads more as the reader nears its end (home,
 * columns, accounts). Until the list has loaded its two pages (docs/decisions/0072), a tap there
 * races it: bringing the footer into view loads the next page, which can push the footer down between
 * the press and the release, so the release lands on an article and nothing opens. The link is
 * activated from the keyboard instead, which does not depend on where it is at that moment.
 */
export async function followFooterLink(link: Locator): Promise<void> {
  await link.press('Enter');
}
