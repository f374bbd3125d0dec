import { test, expect } from './support/test';
import { SEED } from './support/seed';

/** Fixture ids of the seed without a name in SEED (docs/platform-api.md, "Fixed ids"). */
const SPECIAL = 1007;

test.describe('an article opened on the route of another type', () => {
  test('goes to its own route, query kept (decision 0006)', async ({ request }) => {
    const cases = [
      { from: `newsDetail/6/${SEED.video}.html?lang=bo`, to: `/videoDetail/6/${SEED.video}.html?lang=bo` },
      { from: `videoDetail/1/${SEED.news}.html`, to: `/newsDetail/1/${SEED.news}.html` },
      { from: `newsDetail/7/${SEED.photos}.html`, to: `/imageDetail/7/${SEED.photos}.html` },
      { from: `newsDetail/1/${SEED.h5}.html`, to: `/linkDetail/${SEED.h5}.html` },
      { from: `imageDetail/1/${SEED.link}.html`, to: `/linkDetail/${SEED.link}.html` },
    ];
    for (const { from, to } of cases) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(307);
      expect(response.headers().location, from).toMatch(new RegExp(`${to.replace(/[?.]/g, '\\$&')}$`));
    }
  });

  test('the reader lands on the right page: a video id on newsDetail shows the player', async ({ page }) => {
    await page.goto(`newsDetail/1/${SEED.video}.html`);
    await expect(page).toHaveURL(new RegExp(`/videoDetail/\\d+/${SEED.video}\\.html$`));
    await expect(page.locator('video')).toBeVisible();
  });

  test('a special topic opened on newsDetail renders there (its own page is not an article route)', async ({
    request,
  }) => {
    const response = await request.get(`newsDetail/9/${SPECIAL}.html`, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/<h1[^>]*>专题｜2026雪顿节<\/h1>/);
  });
});

test.describe('reading tools', () => {
  const bodyFontSize = (page: import('@playwright/test').Page) =>
    page
      .locator('article [class*="body"]')
      .first()
      .evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));

  test('the text size changes and is remembered on the device', async ({ page, consoleErrors }) => {
    await page.goto(`newsDetail/1/${SEED.news}.html`);
    const base = await bodyFontSize(page);
    await page.getByRole('button', { name: '放大字号' }).click();
    await page.getByRole('button', { name: '放大字号' }).click();
    await expect.poll(() => bodyFontSize(page)).toBe(base + 4);
    // Another article, after a reload: the size holds, applied before the page is interactive.
    await page.goto(`newsDetail/1/${SEED.english}.html`);
    await expect.poll(() => bodyFontSize(page)).toBe(base + 4);
    await page.getByRole('button', { name: '缩小字号' }).click();
    await expect.poll(() => bodyFontSize(page)).toBe(base + 2);
    for (let i = 0; i < 5; i++) {
      const smaller = page.getByRole('button', { name: '缩小字号' });
      if (await smaller.isDisabled()) break;
      await smaller.click();
    }
    await expect(page.getByRole('button', { name: '缩小字号' })).toBeDisabled();
    await expect.poll(() => bodyFontSize(page)).toBe(base - 2);
    expect(consoleErrors).toEqual([]);
  });

  test('newsDetail has the jump to the end beside the text size; the video page has the floating one of every detail page (docs/product.md §2, chrome)', async ({
    page,
  }) => {
    await page.goto(`newsDetail/1/${SEED.news}.html`);
    await page.getByRole('button', { name: /到底部/ }).click();
    await expect(page.getByRole('button', { name: /点赞/ })).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.goto(`videoDetail/6/${SEED.video}.html`);
    await expect(page.getByRole('button', { name: '放大字号' })).toBeVisible();
    // Not beside the text size (the video page's texts are short) but the chrome's own, above back-to-top.
    await expect(page.getByRole('group').getByRole('button', { name: /到底部/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '到底部', exact: true })).toBeVisible();
  });
});

test.describe('themes and languages', () => {
  const visits = [
    `newsDetail/1/${SEED.news}.html?dark=true`,
    `imageDetail/7/${SEED.photos}.html?lang=bo`,
    `videoDetail/6/${SEED.video}.html?lang=bo&dark=true`,
    `minVideoDetail/${SEED.shortVideo}.html?dark=true&lang=bo`,
  ];
  for (const path of visits) {
    test(`${path}: axe clean, nothing wider than the phone, no console errors`, async ({ page, consoleErrors }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      expect(consoleErrors).toEqual([]);
    });
  }
});
