import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/**
 * Every e2e test gets a page that records console errors and failed requests;
 * a test fails if the page logged an error, whatever else it checked.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, provide) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !isRefusalOfOurApi(message.text(), message.location().url)) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await provide(errors);
    expect(errors, 'console errors on the page').toEqual([]);
  },
});

export { expect };

/**
 * Chromium logs every 4xx answer as 'Failed to load resource'. Our handlers answer a refusal the
 * reader can fix (wrong code, used invite, too many attempts) with its 4xx status
 * (docs/decisions/0008); the page words it, and the tests check those words. 5xx stay errors.
 */
function isRefusalOfOurApi(text: string, url: string): boolean {
  return /^Failed to load resource: the server responded with a status of 4\d\d\b/.test(text) && URL.canParse(url) && new URL(url).pathname.includes('/api/');
}

/** axe, WCAG 2.1 A and AA: no violations. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ') ?? ''}`);
  expect(summary, 'axe violations').toEqual([]);
}
