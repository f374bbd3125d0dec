import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/test';

// Short videos by category (minVideoList) and from clip to clip (docs/product.md §2 "Short videos by
// category", docs/decisions/0061). The seed's categories (docs/platform-api.md "Short video"): 1 高原风光
// (2001, 2004, 2007, 2010), 2 民俗文化 (2002, 2005, 2008, 2011), 3 身边故事 (2003, 2006, 2009, 2012), newest
// first. Only reads: no test here changes a clip.

const CATEGORY_2 = [2002, 2005, 2008, 2011];
const TITLES: Readonly<Record<number, string>> = {
  2002: '纳木错的第一缕阳光',
  2005: '藏戏演员的一天',
  2008: '转经路上的老人',
};

/** The clip ids a page's server HTML (or its main) links, in order. */
const clipIds = (html: string) =>
  [...html.matchAll(/href="[^"]*\/minVideoDetail\/(\d+)\.html"/g)].map((m) => Number(m[1]));

test.describe('the short-video list: server HTML', () => {
  test("home's footer links the list; a category's page lists its clips only, as links and an ItemList, public and cached", async ({
    request,
  }) => {
    const home = await (await request.get('home.html')).text();
    expect(home).toMatch(/href="[^"]*\/minVideoList\.html"/);

    const first = await request.get('minVideoList/2.html');
    expect(first.status()).toBe(200);
    expect(first.headers()['cache-control']).toMatch(/^public/);
    const again = await request.get('minVideoList/2.html');
    expect(again.headers()['x-cache']).toMatch(/^(HIT|STALE)$/);
    const html = await again.text();
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(clipIds(main)).toEqual(CATEGORY_2);
    // The tabs are links: all, and each category, the shown one marked current.
    expect(main).toMatch(/href="[^"]*\/minVideoList\.html"/);
    for (const id of [1, 3]) expect(main).toMatch(new RegExp(`href="[^"]*/minVideoList/${id}\\.html"`));
    const current = [...main.matchAll(/<a [^>]*aria-current="page"[^>]*>/g)].map((m) => m[0]);
    expect(current).toHaveLength(1);
    expect(current[0]).toContain('/minVideoList/2.html"');
    const graphs = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/g)].map(
      (m) => m[1] ?? '',
    );
    const list = graphs.find((text) => text.includes('"ItemList"'));
    expect(clipIds((list ?? '').replace(/"url":"/g, 'href="'))).toEqual(CATEGORY_2);
  });

  test('all clips page by ten; an unknown category or a page past the last is a 404', async ({ request }) => {
    const firstPage = await (await request.get('minVideoList.html')).text();
    expect(clipIds(firstPage.slice(firstPage.indexOf('<main'), firstPage.indexOf('</main>')))).toHaveLength(10);
    expect(firstPage).toMatch(
      /href="[^"]*\/minVideoList\.html\?page=1"[^>]*rel="next"|rel="next"[^>]*href="[^"]*\/minVideoList\.html\?page=1"/,
    );
    const second = await (await request.get('minVideoList.html?page=1')).text();
    expect(clipIds(second.slice(second.indexOf('<main'), second.indexOf('</main>')))).toEqual([2011, 2012]);
    expect((await request.get('minVideoList.html?page=2')).status()).toBe(404);
    expect((await request.get('minVideoList/99.html')).status()).toBe(404);
  });

  test("a clip links its category's list, and its previous and next clip in that category", async ({ request }) => {
    const html = await (await request.get('minVideoDetail/2005.html')).text();
    expect(html).toMatch(/href="[^"]*\/minVideoList\/2\.html"/);
    expect(html).toMatch(
      /href="[^"]*\/minVideoDetail\/2002\.html"[^>]*rel="prev"|rel="prev"[^>]*href="[^"]*\/minVideoDetail\/2002\.html"/,
    );
    expect(html).toMatch(
      /href="[^"]*\/minVideoDetail\/2008\.html"[^>]*rel="next"|rel="next"[^>]*href="[^"]*\/minVideoDetail\/2008\.html"/,
    );
  });
});

test.describe('the short-video list and clips in Chromium', () => {
  test('a tab switches the category (light, cn); the list opens a clip', async ({ page, consoleErrors }) => {
    await page.goto('minVideoList.html');
    const tabs = page.getByRole('navigation', { name: '短视频分类' });
    await expect(tabs.getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'page');
    await tabs.getByRole('link', { name: '民俗文化' }).click();
    await expect(page).toHaveURL(/\/minVideoList\/2\.html$/);
    await expect(tabs.getByRole('link', { name: '民俗文化' })).toHaveAttribute('aria-current', 'page');
    const clips = page.getByRole('main').locator('a[href*="/minVideoDetail/"]');
    await expect(clips).toHaveCount(CATEGORY_2.length);
    await clips.first().click();
    await expect(page).toHaveURL(/\/minVideoDetail\/2002\.html$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES[2002]!);
    expect(consoleErrors).toEqual([]);
  });

  test('next and previous clip: labelled links a keyboard reaches, and a swipe either way (dark, bo; then en)', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('minVideoDetail/2005.html?dark=true&lang=bo');
    await expect(page.getByRole('link', { name: `བརྙན་ཐུང་སྔ་མ། ${TITLES[2002]}` })).toBeVisible();
    await page.goto('minVideoList/2.html?dark=true&lang=bo');
    await expect(page.getByRole('heading', { level: 1, name: 'བརྙན་ཐུང་།' })).toBeVisible();

    await page.goto('minVideoDetail/2005.html?lang=en');
    const next = page.getByRole('link', { name: `Next clip: ${TITLES[2008]}` });
    await expect(page.getByRole('link', { name: `Previous clip: ${TITLES[2002]}` })).toBeVisible();
    // From the keyboard: the next clip's link takes the focus and Enter follows it.
    await next.focus();
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/minVideoDetail\/2008\.html\?lang=en$|\/minVideoDetail\/2008\.html$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES[2008]!);

    // A swipe to the right goes back to the previous clip, once the page listens for it.
    const area = page.getByTestId('clip-swipe');
    await expect(area).toHaveAttribute('data-ready', 'true');
    await swipe(page, area, 'right');
    await expect(page).toHaveURL(/\/minVideoDetail\/2005\.html/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES[2005]!);
    await expect(page.getByTestId('clip-swipe')).toHaveAttribute('data-ready', 'true');
    await swipe(page, page.getByTestId('clip-swipe'), 'left');
    await expect(page).toHaveURL(/\/minVideoDetail\/2008\.html/);
    expect(consoleErrors).toEqual([]);
  });

  test('the newest clip of a category has no previous clip, and the oldest no next', async ({ page }) => {
    await page.goto('minVideoDetail/2002.html?lang=en');
    await expect(page.getByRole('link', { name: `Next clip: ${TITLES[2005]}` })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Previous clip/ })).toHaveCount(0);
    await page.goto('minVideoDetail/2011.html?lang=en');
    await expect(page.getByRole('link', { name: /^Previous clip: / })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Next clip/ })).toHaveCount(0);
  });
});

/** A finger across the element, in small moves, as a phone reports it: to the left or to the right. */
async function swipe(page: Page, element: Locator, direction: 'left' | 'right'): Promise<void> {
  const box = await element.boundingBox();
  if (!box) throw new Error('nothing to swipe on');
  const cdp = await page.context().newCDPSession(page);
  const y = Math.round(box.y + box.height / 2);
  const from = Math.round(box.x + box.width * (direction === 'left' ? 0.85 : 0.15));
  const step = Math.round(box.width * 0.065) * (direction === 'left' ? -1 : 1);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let i = 1; i <= 10; i++)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from + i * step, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}
