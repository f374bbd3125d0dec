import { test, expect } from './support/test';

test.describe('home', () => {
  test('the server HTML holds at least 20 real article titles linking to their detail pages', async ({ request }) => {
    const response = await request.get('home.html');
    expect(response.status()).toBe(200);
    const html = await response.text();
    const links = [
      ...html.matchAll(
        /href="([^"]*\/(?:newsDetail|imageDetail|videoDetail|liveDetail|specDetail|linkDetail)\/[^"]+\.html)"/g,
      ),
    ];
    expect(links.length).toBeGreaterThanOrEqual(20);
    expect(html).toMatch(/<h3[^>]*>[^<]{4,}<\/h3>/);
  });

  test('renders in Chromium at a phone viewport, accessible and without console errors', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('home.html');
    await expect(page.getByRole('banner')).toBeVisible();
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(20);
    expect(consoleErrors).toEqual([]);
  });

  test('/ and the bare base path and an unknown path all land on home', async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    await page.goto(`${origin}/`);
    await expect(page).toHaveURL(/\/home\.html$/);
    await page.goto(`${origin}${new URL(baseURL!).pathname.replace(/\/$/, '')}`);
    await expect(page).toHaveURL(/\/home\.html$/);
    await page.goto('nothing-here/at-all.html');
    await expect(page).toHaveURL(/\/home\.html$/);
  });

  test('index.html is an alias of home', async ({ request }) => {
    const response = await request.get('index.html');
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<main');
  });
});
