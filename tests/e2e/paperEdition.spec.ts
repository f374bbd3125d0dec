import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from './support/test';

// The paper edition as a paper (docs/product.md §2, docs/decisions/0063): the page image zooms by
// buttons and double tap with its articles' regions still opening them, previous and next within an
// issue, and the page's PDF where the platform has one. Every page visited is checked by axe
// (support/test.ts), in light/cn and in dark/bo.

/**
 * A double tap at x, y (page pixels): two taps whose times are given to the browser, 120 ms apart,
 * so a busy machine cannot stretch them into two single taps.
 */
async function doubleTap(page: Page, x: number, y: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now() / 1000;
  const steps: ['touchStart' | 'touchEnd', number][] = [
    ['touchStart', 0],
    ['touchEnd', 0.04],
    ['touchStart', 0.12],
    ['touchEnd', 0.16],
  ];
  for (const [type, at] of steps) {
    await cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }],
      timestamp: start + at,
    });
  }
  await cdp.detach();
}

/** Where a region is drawn, in percent of the page image, and where its style says it should be. */
async function regionPlacement(page: Page, region: ReturnType<Page['locator']>) {
  const image = await page.locator('main img[width]').first().boundingBox();
  const box = await region.boundingBox();
  const style = (await region.getAttribute('style')) ?? '';
  const percent = (name: string) => Number(new RegExp(`${name}:\\s*([\\d.]+)%`).exec(style)?.[1]);
  if (!image || !box) throw new Error('the page image or the region is not laid out');
  return {
    drawn: {
      left: ((box.x - image.x) / image.width) * 100,
      top: ((box.y - image.y) / image.height) * 100,
      width: (box.width / image.width) * 100,
    },
    styled: { left: percent('left'), top: percent('top'), width: percent('width') },
    scale: image.width,
  };
}

test('zoom by the buttons and by double tap: the regions stay over their articles and still open them, by mouse and by touch', async ({
  page,
}) => {
  await page.goto('paper.html');
  const sheet = page.getByRole('region', { name: /可缩放的版面图/ });
  const level = page.getByRole('group', { name: '缩放版面' }).locator('output');
  await expect(level).toHaveText('100%');
  await expect(page.getByRole('button', { name: '缩小版面' })).toBeDisabled();
  const region = sheet.locator('a[aria-label]').nth(1);
  const title = (await region.getAttribute('aria-label')) ?? '';
  const before = await regionPlacement(page, region);

  // Buttons (enabled once the script runs: Playwright's click waits for that).
  await page.getByRole('button', { name: '放大版面' }).click();
  await expect(level).toHaveText('150%');
  await page.getByRole('button', { name: '放大版面' }).click();
  await expect(level).toHaveText('200%');
  const zoomed = await regionPlacement(page, region);
  expect(zoomed.scale).toBeCloseTo(before.scale * 2, 0);
  // Still over its article: the same place on the page, at twice the size.
  for (const key of ['left', 'top', 'width'] as const) expect(zoomed.drawn[key]).toBeCloseTo(zoomed.styled[key], 0);
  // The window keeps its size: the page scrolls inside it.
  const windowBox = await sheet.boundingBox();
  expect(windowBox!.width).toBeLessThan(zoomed.scale);
  await expectAccessible(page);

  // The mouse opens the region at once, where it now is (Playwright clicks what is on top at that point).
  await region.click();
  await expect(page).toHaveURL(/\/paperArticle\/\d+\.html$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  // Double tap on the masthead (no region under it): in, and again: back to the whole page.
  await page.goto('paper.html');
  await expect(page.getByRole('button', { name: '放大版面' })).toBeEnabled();
  await expect(level).toHaveText('100%');
  const box = (await sheet.boundingBox())!;
  await doubleTap(page, box.x + box.width / 2, box.y + box.height * 0.04);
  await expect(level).toHaveText('250%');
  await doubleTap(page, box.x + box.width / 2, box.y + box.height * 0.04);
  await expect(level).toHaveText('100%');
  await doubleTap(page, box.x + box.width / 2, box.y + box.height * 0.04);
  await expect(level).toHaveText('250%');

  // Zoomed in, a tap on a region opens its article (once no second tap followed).
  const lead = sheet.locator('a[aria-label]').first();
  const leadTitle = (await lead.getAttribute('aria-label')) ?? '';
  const zoomedLead = (await lead.boundingBox())!;
  const windowNow = (await sheet.boundingBox())!;
  // A point of the region inside the window: the middle of where both overlap.
  const x =
    (Math.max(zoomedLead.x, windowNow.x) + Math.min(zoomedLead.x + zoomedLead.width, windowNow.x + windowNow.width)) /
    2;
  const y =
    (Math.max(zoomedLead.y, windowNow.y) + Math.min(zoomedLead.y + zoomedLead.height, windowNow.y + windowNow.height)) /
    2;
  await page.touchscreen.tap(x, y);
  await expect(page).toHaveURL(/\/paperArticle\/\d+\.html$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(leadTitle);
});

test('keys zoom the focused page, in dark/bo, and the page is accessible zoomed', async ({ page }) => {
  await page.goto('paper.html?theme=dark&lang=bo');
  const sheet = page.getByRole('region', { name: /ཆེ་ཆུང་བཟོ་ཆོག་པའི་ངོས་རིས/ });
  const level = page.getByRole('group', { name: 'ངོས་རིས་ཆེ་ཆུང་།' }).locator('output');
  await expect(page.getByRole('button', { name: 'ངོས་རིས་ཆེ་རུ་གཏོང་།' })).toBeEnabled();
  await sheet.focus();
  await page.keyboard.press('+');
  await expect(level).toHaveText('150%');
  await page.keyboard.press('+');
  await expect(level).toHaveText('200%');
  await page.keyboard.press('-');
  await expect(level).toHaveText('150%');
  await expectAccessible(page);
  await page.keyboard.press('0');
  await expect(level).toHaveText('100%');
});

test('previous and next within an issue: across layouts, as real links in the server HTML', async ({
  page,
  request,
}) => {
  // The daily's newest issue: the articles of its first two layouts, in order.
  await page.goto('paper.html');
  const listed = page.getByRole('region', { name: '本版文章' }).getByRole('link');
  const front = await listed.evaluateAll((links) =>
    links.map((a) => ({ href: a.getAttribute('href') ?? '', title: a.querySelector('span')?.textContent ?? '' })),
  );
  expect(front.length).toBeGreaterThan(2);
  await page.getByRole('link', { name: /^第02版：/ }).click();
  await expect(page).toHaveURL(/\/02\.html$/);
  await expect(listed.first()).toBeVisible();
  const second = await listed.evaluateAll((links) =>
    links.map((a) => ({ href: a.getAttribute('href') ?? '', title: a.querySelector('span')?.textContent ?? '' })),
  );

  // The first article: a next, no previous.
  const first = await (await request.get(front[0]!.href.replace(/^\/wap\/touch\//, ''))).text();
  expect(first).not.toContain('rel="prev"');
  const nextTag = /<a [^>]*rel="next"[^>]*>/.exec(first)?.[0] ?? '';
  expect(nextTag).toContain(`href="${front[1]!.href}"`);

  // The last article of page 01: its next is the first of page 02, named with its page.
  await page.goto(front.at(-1)!.href.replace(/^\/wap\/touch\//, ''));
  const nav = page.getByRole('navigation', { name: '本期文章' });
  const previous = nav.locator('a[rel="prev"]');
  const next = nav.locator('a[rel="next"]');
  await expect(previous).toHaveAttribute('href', front.at(-2)!.href);
  await expect(previous).toContainText(front.at(-2)!.title);
  await expect(next).toHaveAttribute('href', second[0]!.href);
  await expect(next).toContainText('第02版：');
  await next.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(second[0]!.title);
  // And back again.
  await expect(nav.locator('a[rel="prev"]')).toHaveAttribute('href', front.at(-1)!.href);
  await nav.locator('a[rel="prev"]').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(front.at(-1)!.title);
});

test('in dark/bo, a paper article names previous and next in Tibetan', async ({ page }) => {
  await page.goto('paper.html?theme=dark&lang=bo');
  const first = page.getByRole('region', { name: 'ངོས་འདིའི་རྩོམ་ཡིག' }).getByRole('link').nth(1);
  await first.click();
  await expect(page).toHaveURL(/\/paperArticle\/\d+\.html/);
  const nav = page.getByRole('navigation', { name: 'ཚགས་པར་འདིའི་རྩོམ་ཡིག' });
  await expect(nav.getByRole('link', { name: /རྩོམ་ཡིག་སྔ་མ།/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: /རྩོམ་ཡིག་རྗེས་མ།/ })).toBeVisible();
});

test('the page’s PDF: linked with its size and type where the platform has one (the evening paper’s newest issue), absent elsewhere', async ({
  page,
  request,
}) => {
  await page.goto('paper.html');
  // The daily's newest issue has none.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('数字报');
  await expect(page.getByRole('main').getByRole('link', { name: /PDF/ })).toHaveCount(0);

  await page.getByRole('link', { name: '拉萨晚报', exact: true }).click();
  await expect(page.getByText(/^拉萨晚报 · /)).toBeVisible();
  // Its size where the platform says one (the designed generation); the real CMS names the address alone.
  const pdf = page.getByRole('main').getByRole('link', { name: /^本版 PDF(（\d+ KB）)?$/ });
  await expect(pdf).toHaveAttribute('type', 'application/pdf');
  const href = (await pdf.getAttribute('href')) ?? '';
  expect(href).toMatch(/\/media\/paper\/p2-01-\d\.pdf$/);
  const file = await request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  const bytes = await file.body();
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const said = /（(\d+) KB）/.exec((await pdf.textContent()) ?? '')?.[1];
  if (said !== undefined) expect(Number(said)).toBe(Math.ceil(bytes.length / 1024));

  // Its second page has one too; an older issue of the same paper has none.
  await page.getByRole('link', { name: /^第02版：/ }).click();
  await expect(page).toHaveURL(/\/2\/02\.html$/);
  await expect(page.getByRole('main').getByRole('link', { name: /^本版 PDF/ })).toHaveAttribute(
    'href',
    /p2-02-\d\.pdf$/,
  );
  // A week before the newest issue: the same weekday, so the evening paper appeared (it skips Sundays only).
  const newest = /\/paper\/(\d{4})(\d{2})(\d{2})\/2\//.exec(page.url())!;
  const older = new Date(Date.UTC(Number(newest[1]), Number(newest[2]) - 1, Number(newest[3]) - 7))
    .toISOString()
    .slice(0, 10)
    .replaceAll('-', '');
  const olderPage = await page.goto(`paper/${older}/2/01.html`);
  expect(olderPage?.status()).toBe(200);
  await expect(page.getByRole('main').getByRole('link', { name: /PDF/ })).toHaveCount(0);
});
