import { test, expect } from './support/test';
import { loadUntilTheEnd, positionSaved, scrollUntil } from './support/scroll';

// Home, columns and the other list routes (docs/product.md §2), at the phone viewport (playwright.config.ts),
// against the seeded reference platform (ids: docs/platform-api.md, "Seed data and fixed ids").

/** Each list route, a seeded title or heading its server HTML must hold, and what the page shows. */
const ROUTES = [
  { name: 'home', path: 'home.html', html: '今日关注' },
  { name: 'columnDetail (top column with children)', path: 'columnDetail/2.html', html: '日喀则' },
  { name: 'columnDetail (child column)', path: 'columnDetail/2/14.html', html: '拉萨' },
  { name: 'columnDetail (service column)', path: 'columnDetail/11.html', html: '政务服务' },
  { name: 'columnDetail (topics column)', path: 'columnDetail/9.html', html: '2026雪顿节' },
  { name: 'columnShare', path: 'columnShare/2/14.html', html: '拉萨' },
  { name: 'specDetail', path: 'specDetail/35.html', html: '雪顿节特别报道' },
  { name: 'specMore', path: 'specMore/38.html', html: '节庆动态' },
  { name: 'moreModules', path: 'moreModules.html?id=1', html: '便民服务' },
  { name: 'moreLive', path: 'moreLive.html', html: '直播' },
  { name: 'moreImage', path: 'moreImage/7.html', html: '图集' },
  { name: 'tagList', path: 'tagList/1.html', html: '#' },
  { name: 'subscriptionList', path: 'subscriptionList.html', html: '拉萨发布' },
] as const;

test.describe('list routes', () => {
  for (const route of ROUTES) {
    test(`${route.name}: real content in the server HTML, accessible in light/cn and dark/bo without console errors`, async ({
      page,
      request,
      consoleErrors,
    }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(route.html);
      expect(html).toMatch(/<main[^>]*>/);

      await page.goto(route.path);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'auto');

      await page.goto(`${route.path}${route.path.includes('?') ? '&' : '?'}dark=true&lang=bo`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(page.locator('html')).toHaveAttribute('lang', 'bo');
      expect(consoleErrors).toEqual([]);
    });
  }

  test('canonical and og:url are absolute and keep the base path', async ({ request, baseURL }) => {
    for (const path of ['home.html', 'columnDetail/2.html', 'specDetail/35.html']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(`<link rel="canonical" href="${baseURL}${path}"/>`);
      expect(html, path).toContain(`<meta property="og:url" content="${baseURL}${path}"/>`);
    }
  });

  test('the icon is served as a file, not sent home (which would render home on every page view)', async ({
    request,
    baseURL,
  }) => {
    const html = await (await request.get('home.html')).text();
    const href = /<link rel="icon" href="([^"]+)"/.exec(html)?.[1];
    expect(href).toBeTruthy();
    const icon = await request.get(new URL(href!, baseURL).toString(), { maxRedirects: 0 });
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toContain('image/svg+xml');
  });

  test('grey theme greys the whole page and stays accessible', async ({ page }) => {
    await page.goto('columnDetail/2.html?grey=true');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'grey');
    expect(await page.locator('body').evaluate((body) => getComputedStyle(body).filter)).toBe('grayscale(1)');
  });

  test('a malformed or unknown column, tag, topic or module group is a real 404', async ({ request }) => {
    for (const path of [
      'columnDetail/999.html',
      'columnDetail/abc.html',
      'columnDetail/1/2/3.html',
      'tagList/999.html',
      'specDetail/2.html',
      'specMore/999.html',
      'moreModules.html',
      'moreModules.html?id=x',
      'subscriptionList/99.html',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
    }
  });

  test('a special-topic column opens as its topic; a column page without an id goes home', async ({ page }) => {
    await page.goto('columnDetail/35.html');
    await expect(page).toHaveURL(/\/specDetail\/35\.html$/);
    await page.goto('columnDetail.html');
    await expect(page).toHaveURL(/\/home\.html$/);
  });
});

test.describe('home', () => {
  test('carousel, top module, live broadcasts with their status, modules and ads are there', async ({ page }) => {
    await page.goto('home.html');
    const carousel = page.getByRole('region', { name: '焦点图' });
    await expect(carousel.getByRole('group')).not.toHaveCount(0);
    await expect(page.getByRole('heading', { name: '今日关注' })).toBeVisible();
    const lives = page.getByRole('region', { name: '直播' });
    await expect(lives.getByText(/直播中|预告|回放|已结束/).first()).toBeVisible();
    await expect(page.getByRole('region', { name: '便民服务' }).getByRole('listitem')).not.toHaveCount(0);
    await expect(page.getByRole('main').getByText('广告').first()).toBeAttached();
  });

  test('the carousel moves to another slide from its dots, and can be paused', async ({ page }) => {
    await page.goto('home.html');
    const carousel = page.getByRole('region', { name: '焦点图' });
    const dots = carousel.getByRole('button', { name: /^第 \d+ 张/ });
    const count = await dots.count();
    expect(count).toBeGreaterThan(1);
    await dots.nth(1).click();
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    const pause = carousel.getByRole('button', { name: '暂停' });
    await pause.click();
    await expect(carousel.getByRole('button', { name: '播放' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('scrolling loads pages 2 and 3; back from an article restores the pages and the position', async ({ page }) => {
    await page.goto('home.html');
    const cards = page.getByRole('main').locator('li:has(h2, h3)');
    const first = await cards.count();
    for (const expected of [first + 20, first + 40]) await scrollUntil(page, () => cards.count(), expected);
    const loaded = await cards.count();
    const target = cards.nth(loaded - 5);
    await target.scrollIntoViewIfNeeded();
    await expect.poll(() => positionSaved(page)).toBe(true); // saved at most every 500 ms
    const y = await page.evaluate(() => window.scrollY);
    expect(y).toBeGreaterThan(3000);
    // A DOM click, as a finger's tap: Playwright's click would first scroll the link clear of the
    // floating back-to-top button, leaving from another position than the one measured.
    await target.getByRole('link').evaluate((link: HTMLElement) => link.click());
    await expect(page).not.toHaveURL(/home\.html/);
    await page.goBack();
    await expect(page).toHaveURL(/home\.html/);
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(loaded);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y - 200);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(y + 200);
  });

  test('back to home after a full page load elsewhere: the kept pages load again and the position comes back', async ({
    page,
  }) => {
    // A ceiling: three pages of home loaded twice took 40 s alone and passed 60 s on a busy machine.
    test.setTimeout(120_000);
    await page.goto('home.html');
    const cards = page.getByRole('main').locator('li:has(h2, h3)');
    const first = await cards.count();
    await scrollUntil(page, () => cards.count(), first + 20);
    await scrollUntil(page, () => cards.count(), first + 40);
    const loaded = await cards.count();
    await cards.nth(loaded - 3).scrollIntoViewIfNeeded();
    await expect.poll(() => positionSaved(page)).toBe(true);
    const y = await page.evaluate(() => window.scrollY);
    // A new document (as when a reader follows a shared link), not a client-side navigation.
    await page.goto('newsDetail/1/1000.html');
    await page.goBack();
    await expect(page).toHaveURL(/home\.html/);
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(loaded);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y - 200);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(y + 200);
  });

  test('the end of a list says there is no more', async ({ page }) => {
    await page.goto('specMore/38.html');
    await loadUntilTheEnd(page, page.getByText('没有更多了'));
    await expect(page.getByRole('button', { name: '加载更多' })).toHaveCount(0);
  });

  test('after two pages the list waits for its button: the footer stays in reach and a tap on it works', async ({
    page,
  }) => {
    await page.goto('home.html');
    const cards = page.getByRole('main').locator('li:has(h2, h3)');
    const first = await cards.count();
    await scrollUntil(page, () => cards.count(), first + 40);
    const more = page.getByRole('button', { name: '加载更多' });
    await expect(more).toBeEnabled();
    // The footer in view asks for no page more (before, it asked for the next at once, and the
    // page that came pushed the footer some 3,000 px down under the reader's finger).
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/api/articleList')) asked.push(request.url());
    });
    const english = page.getByRole('navigation', { name: '语言' }).getByRole('link', { name: 'English' });
    await english.scrollIntoViewIfNeeded();
    await expect(english).toBeInViewport();
    // A tap, not the keyboard: the link is still where the finger is.
    await english.tap();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(asked).toEqual([]);
    // The button loads the page after those two (the list starts again in the new document), from
    // the keyboard too, and keeps the focus while it does: the next press loads the next page.
    await scrollUntil(page, () => cards.count(), first + 40);
    const before = await cards.count();
    const loadMore = page.getByRole('button', { name: 'Load more' });
    await loadMore.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => cards.count()).toBeGreaterThan(before);
    await expect(loadMore).toBeFocused();
  });

  test('?title= is shown literally, as text', async ({ page }) => {
    await page.goto(`home.html?title=${encodeURIComponent('<b>x</b>')}`);
    await expect(page).toHaveTitle('<b>x</b>');
    expect(await page.locator('b').count()).toBe(0);
  });

  test('a column far along the tab row has its tab scrolled into view', async ({ page }) => {
    await page.goto('columnDetail/12.html');
    const tab = page.getByRole('navigation', { name: '栏目' }).getByRole('link', { name: '体育' });
    await expect(tab).toHaveAttribute('aria-current', 'page');
    await expect(tab).toBeInViewport({ ratio: 1 });
  });

  test('child column tabs: the child is the current page and its parent tab stays marked', async ({ page }) => {
    await page.goto('columnDetail/2/14.html');
    const nav = page.getByRole('navigation', { name: '栏目' });
    await expect(nav.getByRole('link', { name: '拉萨' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: '本地' })).toHaveAttribute('aria-current', 'true');
    await nav.getByRole('link', { name: '日喀则' }).click();
    await expect(page).toHaveURL(/columnDetail\/2\/15\.html$/);
  });
});
