import { test, expect } from './support/test';
import { faults } from './support/platform';

// The platform down, a page nobody has seen (docs/decisions/0045): the 503 page has the site's top
// bar and logo (served by the site, so it shows while the platform is down). Runs in the `faults`
// project (playwright.config.ts): it takes the one shared platform down.

test.afterEach(async () => {
  await faults.clear();
});

test('an uncached page while the platform is down: the 503 page with the site’s bar and logo, in light/cn and dark/bo', async ({
  page,
  request,
}) => {
  // The logo is fetched once while the platform is up: the site keeps it.
  expect((await request.get('images/logo')).status()).toBe(200);
  await faults.add({ call: 'getConfig', drop: true, count: 500 });
  let tries = 0;
  for (const query of ['', '&lang=bo&dark=true']) {
    // An address nobody asked for, a new one per try: the health probe may still remember 'up' for a
    // moment, and a page rendered then is in the page cache (served as it was to the next try).
    await expect
      .poll(async () => (await page.goto(`newsDetail/1/1000.html?title=outage-${++tries}${query}`))?.status(), {
        timeout: 15_000,
      })
      .toBe(503);
    const bar = page.getByRole('banner');
    await expect(bar.getByRole('link')).toHaveAttribute('href', /\/home\.html$/);
    const logo = bar.getByRole('img');
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
  }
});
