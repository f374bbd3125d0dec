import { test, expect } from './support/test';

// activityDetail without an id (SPEC's id is optional): the site's activities, public and cached, with ItemList
// JSON-LD, reached from home through the footer's discover row (docs/product.md §2). And a media account's page
// shows its newest dynamics (getXyDynamic).

const LIST = 'activityDetail.html';

test('home links the activities; the list is public, cached, and an ItemList of links to activities', async ({
  page,
  request,
  consoleErrors,
}) => {
  const home = await (await request.get('home.html')).text();
  expect(home).toMatch(/href="[^"]*\/activityDetail\.html"/);

  const first = await request.get(LIST);
  expect(first.status()).toBe(200);
  expect(first.headers()['cache-control']).toMatch(/^public/);
  const again = await request.get(LIST);
  expect(again.headers()['x-cache']).toMatch(/^(HIT|STALE)$/);
  const html = await again.text();
  const graphs = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/g)].map(
    (m) => m[1] ?? '',
  );
  expect(graphs.some((text) => text.includes('"ItemList"') && text.includes('/activityDetail/'))).toBe(true);

  await page.goto(`${LIST}?lang=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('listitem');
  expect(await cards.count()).toBeGreaterThan(0);
  const link = page.getByRole('main').locator('a[href*="/activityDetail/"]').first();
  const title = (await link.getByRole('heading').textContent())?.trim() ?? '';
  await link.click();
  await expect(page).toHaveURL(/\/activityDetail\/\d+\.html/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  await page.goto(`${LIST}?dark=true&lang=bo`);
  await expect(page.getByRole('heading', { level: 1, name: 'བྱ་འགུལ།' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("a media account's page shows its newest dynamics, each to its page", async ({ page }) => {
  await page.goto('xyDetail/1.html?lang=en');
  const dynamics = page.getByTestId('xy-dynamics');
  await expect(dynamics.getByRole('heading', { level: 2, name: 'Dynamics' })).toBeVisible();
  await expect(dynamics.getByRole('listitem')).toHaveCount(3);
  await dynamics.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/dynamicDetail\/\d+\.html/);
});
