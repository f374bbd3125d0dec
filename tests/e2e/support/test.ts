import { test as base, expect, type Page } from '@playwright/test';
import { VisitChecks, visitChecksOf } from './visits';

/**
 * The `test` and `expect` of every e2e spec (ESLint refuses `test` from '@playwright/test' in
 * tests/e2e: lint/importBoundaries.mjs). Its browser context runs axe on every page a test visits
 * (support/visits.ts), every test fails on an uncaught script error, and `consoleErrors` fails a
 * test whose page logged an error.
 */
export const test = base.extend<{ consoleErrors: string[]; uncaughtErrors: void }>({
  // Every test, asked for or not: a script error no code caught, on any page of the test's context,
  // fails the test. (Console messages stay opt-in through `consoleErrors`: some tests provoke a
  // 503 on purpose, which the browser logs.)
  uncaughtErrors: [
    async ({ context }, provide, testInfo) => {
      const errors: string[] = [];
      const watch = (page: Page) => page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      context.pages().forEach(watch);
      context.on('page', watch);
      await provide();
      if (testInfo.status === testInfo.expectedStatus) expect(errors, 'uncaught script errors').toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, baseURL, javaScriptEnabled }, provide, testInfo) => {
    // axe is a script run in the page: with script turned off (forms.spec) it would wait forever.
    // Those tests check pages whose markup the same routes' script-on tests check with axe.
    if (!javaScriptEnabled) {
      await provide(context);
      return;
    }
    const checks = new VisitChecks(
      new URL(baseURL ?? 'http://invalid/').origin,
      (url, violations) => {
        expect(violations, `axe violations on ${url}`).toEqual([]);
      },
      () => context.newPage(),
    );
    context.on('page', (page) => {
      checks.watch(page);
      visitChecksOf.set(page, checks);
    });
    await provide(context);
    // A failed test has told its story; checking the page it stopped on would only add noise.
    if (testInfo.status === testInfo.expectedStatus) await checks.finish();
  },
  consoleErrors: async ({ page }, provide) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !isRefusalOfOurApi(message.text(), message.location().url))
        errors.push(message.text());
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
  return (
    (/^Failed to load resource: the server responded with a status of 4\d\d\b/.test(text) &&
      URL.canParse(url) &&
      new URL(url).pathname.includes('/api/')) ||
    isLiveSocketWait(text)
  );
}

/**
 * The live relay refuses an upgrade with 503 and Retry-After while its one socket to the platform
 * is being opened again (server/liveRelay.mjs), and the page retries: a designed wait, not an error.
 * It happens whenever live.spec's "the platform drops every socket" runs beside another live page.
 */
function isLiveSocketWait(text: string): boolean {
  return /^WebSocket connection to '[^']*\/api\/live\/socket' failed: .*Unexpected response code: 503$/.test(text);
}
export { devices } from '@playwright/test';

/**
 * axe now, on a state the automatic check would not see: a dialog open, a player started,
 * results typed in. Checking a page once per visit is automatic; this is for states in between.
 */
export async function expectAccessible(page: Page): Promise<void> {
  const checks = visitChecksOf.get(page);
  if (!checks) throw new Error("expectAccessible: the page does not come from this test's context");
  await checks.checkNow(page, { force: true });
}
