import { test, expect, expectAccessible } from './support/test';

// 青稞 is in seeded titles (fixture 1000 「高原融媒：拉萨青稞产业迎来新发展」, docs/platform-api.md).
const SEEDED = '青稞';

test.describe('search', () => {
  test('the server HTML of a shared search link holds the results, with the term marked', async ({ request }) => {
    const response = await request.get(`search.html?keyword=${encodeURIComponent(SEEDED)}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<mark class="`);
    expect(html).toMatch(new RegExp(`<mark[^>]*>${SEEDED}</mark>`));
    const links = [
      ...html.matchAll(
        /href="([^"]*\/(?:newsDetail|imageDetail|videoDetail|liveDetail|specDetail|linkDetail)\/[^"]+\.html)"/g,
      ),
    ];
    expect(links.length).toBeGreaterThanOrEqual(1);
    // The keyword box: a combobox on a text input (ARIA allows no combobox role on type=search).
    expect(html).toMatch(/<input[^>]*type="text"[^>]*inputMode="search"[^>]*role="combobox"/);
  });

  test('a real platform searches without classes or order (searchAll): no tabs, no order switch, and a shared newest link reads as the one order', async ({
    page,
    request,
  }) => {
    // The order and the classes are the later generation's (tests/e2e/designedGeneration.spec.ts).
    const keyword = encodeURIComponent('雪顿节');
    const html = await (await request.get(`search.html?keyword=${keyword}&sort=newest`)).text();
    expect(html).not.toContain('name="sort" value="newest"');
    await page.goto(`search.html?keyword=${keyword}&sort=newest`);
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: '排序' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: '搜索分类' })).toHaveCount(0);
  });

  test('suggests words while typing: arrow keys walk them, Enter searches one, Escape closes', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('search.html');
    const box = page.getByRole('combobox', { name: '搜索关键词' });
    await box.focus();
    await page.keyboard.type(SEEDED);
    const list = page.getByRole('listbox', { name: '搜索建议' });
    await expect(list.getByRole('option').first()).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expectAccessible(page);

    await page.keyboard.press('ArrowDown');
    const first = list.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(box).toHaveValue(SEEDED);

    await page.keyboard.press('ArrowDown');
    const word = (await list.getByRole('option').first().textContent())!;
    await page.keyboard.press('Enter');
    await expect(box).toHaveValue(word);
    await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(word).replace(/[()]/g, '\\$&')}`));
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a bad request to the handler is 400 with a message', async ({ request }) => {
    const tooLong = await request.get(`api/search?keyword=${'a'.repeat(51)}`);
    expect(tooLong.status()).toBe(400);
    expect(await tooLong.json()).toEqual({
      error: { code: 'badRequest', message: 'keyword must be at most 50 characters' },
    });
    expect((await request.get('api/search?keyword=a&tclass=7')).status()).toBe(400);
  });

  test('results follow typing and hot words work, accessible and without console errors', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('search.html');
    const box = page.getByRole('combobox', { name: '搜索关键词' });
    await expect(box).toBeVisible();
    await expectAccessible(page);

    await box.fill(SEEDED);
    const results = page.getByRole('main').getByRole('listitem');
    await expect(results.first()).toBeVisible();
    await expect(page.getByRole('main').locator('mark').first()).toHaveText(SEEDED);
    await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(SEEDED)}`));
    await expectAccessible(page);
    // Submitting (not merely typing) keeps the search among the recent ones.
    await box.press('Enter');

    // Nothing found: a message, not an empty page.
    await box.fill('没有这个词zzz');
    await expect(page.getByRole('main').getByRole('status').first()).not.toBeEmpty();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(0);

    // Back to the start: the search just made is remembered on the device.
    await box.fill('');
    await expect(page.getByRole('main').getByRole('button', { name: SEEDED })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: '雪顿节' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('works with the keyboard: type, submit with Enter, tab to a result', async ({ page, consoleErrors }) => {
    await page.goto('search.html');
    await page.getByRole('combobox', { name: '搜索关键词' }).focus();
    await page.keyboard.type(SEEDED);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAttribute('href', /\.html$/);
    expect(consoleErrors).toEqual([]);
  });

  test('dark theme is accessible too', async ({ page }) => {
    await page.goto(`search.html?dark=true&keyword=${encodeURIComponent(SEEDED)}`);
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  });
});
