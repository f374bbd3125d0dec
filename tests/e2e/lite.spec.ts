import { test, expect } from './support/test';
import { SEED } from './support/seed';

// docs/decisions/0017: the article without JavaScript for weak networks, and the way there and back.
const FULL = `newsDetail/${SEED.homeColumn}/${SEED.news}.html`;
const LITE = `liteDetail/${SEED.homeColumn}/${SEED.news}.html`;
const BUDGET_BYTES = 30 * 1024;

test('the full article links to its lite page, which has no script, and links back', async ({ page }) => {
  await page.goto(FULL);
  const title = (await page.locator('h1').first().textContent())?.trim() ?? '';
  expect(title.length).toBeGreaterThan(3);

  await page.locator('a[data-lite-link]').click();
  await expect(page).toHaveURL(new RegExp(`/${LITE}$`));
  await expect(page.locator('h1')).toHaveText(title);
  expect(await page.locator('script').count()).toBe(0);
  expect(await page.locator('img').count()).toBeLessThanOrEqual(1);
  const canonical = await page.locator('link[rel=canonical]').getAttribute('href');
  expect(canonical).toMatch(new RegExp(`/${FULL}$`));

  await page.locator('footer a').click();
  await expect(page).toHaveURL(new RegExp(`/${FULL}$`));
  await expect(page.locator('h1').first()).toHaveText(title);
});

test('the lite page with its first picture transfers at most 30 KB (gzip)', async ({ request }) => {
  const response = await request.get(LITE, { headers: { 'accept-encoding': 'gzip' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
  const html = await response.text();
  expect(html).not.toMatch(/<script/i);
  // The front server answers with the gzip body's own length; an ungzipped page would count whole.
  const pageBytes = Number(response.headers()['content-length'] ?? Buffer.byteLength(html));
  const picture = html.match(/<img src="([^"]+)"/)?.[1];
  let pictureBytes = 0;
  if (picture) {
    const image = await request.get(picture.replace(/&amp;/g, '&'));
    expect(image.status()).toBe(200);
    pictureBytes = (await image.body()).length;
  }
  console.log(
    `lite ${LITE}: page ${pageBytes} B gzip (${Buffer.byteLength(html)} B raw), first picture ${pictureBytes} B, total ${pageBytes + pictureBytes} B`,
  );
  expect(pictureBytes).toBeGreaterThan(0);
  expect(pageBytes + pictureBytes).toBeLessThanOrEqual(BUDGET_BYTES);
});

test('the lite page is a public page the front server caches: no cookie, a strict CSP', async ({ request }) => {
  await request.get(LITE);
  const again = await request.get(LITE);
  const headers = again.headers();
  expect(headers['x-cache']).toMatch(/^(HIT|STALE)$/);
  expect(headers['cache-control']).toMatch(/^public, /);
  expect(headers['set-cookie']).toBeUndefined();
  expect(headers['content-security-policy']).not.toContain("script-src 'self' 'unsafe-inline'");
});

test('a missing article has a lite 404 page, also without script', async ({ request }) => {
  const response = await request.get(`liteDetail/${SEED.homeColumn}/987654321.html`);
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(html).not.toMatch(/<script/i);
});
