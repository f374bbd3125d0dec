import { test, expect } from './support/test';
import { VisitChecks } from './support/visits';

// The mechanism behind "axe on every page a test visits" (support/visits.ts), on pages served
// by the browser itself (context.route), so one can be inaccessible on purpose.

// An image without a text alternative: a violation of axe's rule image-alt.
const NO_ALT = '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10">';
const PROBE = {
  'first.html': `<main><h1>Probe</h1>${NO_ALT}</main>`,
  'clicked-away.html': `<main><h1>Probe</h1>${NO_ALT}<a href="last.html">Next</a></main>`,
  'last.html': `<main><h1>Probe</h1>${NO_ALT}<p>The end.</p></main>`,
};
const IMAGE_ALT = [expect.stringMatching(/^image-alt:/)];

test('a page the test leaves is checked; one left by a click is opened again and checked at the end; so is the last', async ({
  browser,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const context = await browser.newContext();
  try {
    await context.route(`${origin}/axe-probe/*`, (route) => {
      const name = new URL(route.request().url()).pathname.split('/').pop() as keyof typeof PROBE;
      return route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><html lang="en"><head><title>${name}</title></head><body>${PROBE[name]}</body></html>`,
      });
    });
    const reported: { url: string; violations: string[] }[] = [];
    const checks = new VisitChecks(
      origin,
      (url, violations) => reported.push({ url, violations }),
      async () => {
        const opened = await context.newPage();
        checks.watch(opened);
        return opened;
      },
    );
    const page = await context.newPage();
    checks.watch(page);

    const url = (name: keyof typeof PROBE) => `${origin}/axe-probe/${name}`;
    await page.goto(url('first.html'));
    expect(reported, 'nothing is checked while the test is still on the page').toEqual([]);
    await page.goto(url('clicked-away.html'));
    expect(reported).toEqual([{ url: url('first.html'), violations: IMAGE_ALT }]);

    // Waiting for the new document's event (listeners run in order: the checks' came first).
    await Promise.all([page.waitForEvent('domcontentloaded'), page.getByRole('link', { name: 'Next' }).click()]);
    await expect(page.getByText('The end.')).toBeVisible();
    expect(reported, 'the document left by the click could not be checked before it went').toHaveLength(1);
    await checks.finish();
    expect(reported).toEqual([
      { url: url('first.html'), violations: IMAGE_ALT },
      { url: url('last.html'), violations: IMAGE_ALT },
      { url: url('clicked-away.html'), violations: IMAGE_ALT },
    ]);
  } finally {
    await context.close();
  }
});
