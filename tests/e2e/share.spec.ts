import sharp from 'sharp';
import jsQR from 'jsqr';
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from './support/test';
import { IN_APP_UA, WEIXIN_UA } from './support/identity';
import { DECLINED_HEADERS, declineWeixinSignIn } from './support/weixinConsent';
import { SEED } from './support/seed';

// The share panel and the share poster (docs/product.md §9, docs/decisions/0053). Article 1023 is
// this file's own (a news article of column 5 no other spec shares).
const ARTICLE_ID = 1023;
const ARTICLE = `newsDetail/5/${ARTICLE_ID}.html`;

/**
 * The page's own share tags, which every share (weixin's card, the app's sheet) must repeat. The
 * address shared is the page's without `?lang=`: whoever opens it reads it in their own language.
 */
async function shareTags(page: Page) {
  const meta = (property: string) => page.locator(`meta[property="${property}"]`).getAttribute('content');
  const url = new URL((await meta('og:url')) ?? 'http://invalid/');
  url.searchParams.delete('lang');
  return {
    title: await meta('og:title'),
    description: await meta('og:description'),
    url: url.href,
    image: await meta('og:image'),
  };
}

async function decodeQr(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return (
    jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)?.data ?? null
  );
}

test.describe('in an ordinary browser', () => {
  test('the panel: the system share sheet (stubbed) gets the page, and the share is counted', async ({
    page,
    consoleErrors,
  }) => {
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { __shared: shared });
      Object.defineProperty(navigator, 'share', {
        value: async (data: unknown) => void shared.push(data),
        configurable: true,
      });
    });
    await page.goto(`${ARTICLE}?lang=en`);
    const tags = await shareTags(page);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Share to' });
    await expect(panel.getByRole('link', { name: 'Weibo' })).toHaveAttribute(
      'href',
      /^https:\/\/service\.weibo\.com\/share\/share\.php\?/,
    );
    await expect(panel.getByRole('link', { name: 'Qzone' })).toHaveAttribute(
      'href',
      new RegExp(`url=${encodeURIComponent(`${tags.url}?share=1`).replace(/[.?*+()]/g, '\\$&')}&`),
    );
    await expectAccessible(page);
    const counted = page.waitForResponse((r) => r.url().includes('/api/share') && r.request().method() === 'POST');
    await panel.getByRole('button', { name: 'More apps' }).click();
    expect((await counted).status()).toBe(202);
    expect(JSON.parse((await counted).request().postData() ?? '{}')).toEqual({
      id: ARTICLE_ID,
      objectType: 0,
      channel: 'system',
    });
    const shared = await page.evaluate(
      () => (window as unknown as { __shared: { title: string; text: string; url: string }[] }).__shared,
    );
    expect(shared).toHaveLength(1);
    // The panel's links say they were shared (share=1): the reader who opens one is counted as such.
    expect(shared[0]?.url).toBe(`${tags.url}?share=1`);
    expect(tags.title?.startsWith(shared[0]?.title.replace(/…$/, '') ?? '-')).toBe(true);
    await expect(panel).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('the poster opens in the panel: a picture to save or long-press', async ({ page, consoleErrors }) => {
    await page.goto(`${ARTICLE}?lang=bo`);
    await page.getByRole('button', { name: 'མཉམ་སྤྱོད།', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'མཉམ་སྤྱོད་སྦྱར་ཡིག' }).click();
    const poster = page.getByRole('dialog').getByRole('img');
    await expect(poster).toHaveAttribute('src', /\/api\/share\/poster\?path=%2FnewsDetail%2F5%2F1023\.html&lang=bo$/);
    await expect
      .poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 })
      .toBe(750);
    await expect(page.getByRole('dialog').getByRole('link', { name: 'སྦྱར་ཡིག་ཉར་ཚགས།' })).toHaveAttribute(
      'download',
      'poster.png',
    );
    await expectAccessible(page);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('the poster', () => {
  for (const lang of ['cn', 'bo'] as const) {
    test(`answers a PNG whose QR code reads as the page's address (${lang}), cacheable for a bounded time`, async ({
      request,
      baseURL,
    }) => {
      const response = await request.get(`api/share/poster?path=${encodeURIComponent(`/${ARTICLE}`)}&lang=${lang}`, {
        timeout: 20_000,
      });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      expect(response.headers()['cache-control']).toBe('public, max-age=300');
      expect(await decodeQr(await response.body())).toBe(new URL(ARTICLE, baseURL).href);
    });
  }

  test('is drawn only for shareable pages that exist: anything else is a 404', async ({ request }) => {
    for (const path of ['/newsDetail/5/99999999.html', '/home.html', '/login.html', 'https://evil.example/x.html']) {
      const response = await request.get(`api/share/poster?path=${encodeURIComponent(path)}&lang=cn`);
      expect(response.status(), path).toBe(404);
    }
  });
});

/** A stand-in for weixin's JS-SDK: records the configuration and the share cards; `fail` refuses the signature. */
async function standInWx(page: Page, fail: boolean) {
  await page.addInitScript((refuse: boolean) => {
    const seen = {
      configs: [] as unknown[],
      app: [] as Record<string, unknown>[],
      timeline: [] as Record<string, unknown>[],
      hidden: 0,
    };
    Object.assign(window, {
      __wx: seen,
      wx: {
        config: (options: unknown) => seen.configs.push(options),
        ready: (fn: () => void) => (refuse ? undefined : setTimeout(fn, 0)),
        error: (fn: (reason: unknown) => void) =>
          refuse ? setTimeout(() => fn({ errMsg: 'config:invalid signature' }), 0) : undefined,
        updateAppMessageShareData: (data: Record<string, unknown>) => seen.app.push(data),
        updateTimelineShareData: (data: Record<string, unknown>) => seen.timeline.push(data),
        hideOptionMenu: () => (seen.hidden += 1),
      },
    });
  }, fail);
}
type SeenWx = {
  configs: unknown[];
  app: Record<string, unknown>[];
  timeline: Record<string, unknown>[];
  hidden: number;
};
const seenWx = (page: Page) => page.evaluate(() => (window as unknown as { __wx: SeenWx }).__wx);

test.describe('inside weixin', () => {
  test.use({ userAgent: WEIXIN_UA });
  // The share card, not sign-in: the reader said "not now" to the consent step (docs/decisions/0064).
  test.beforeEach(async ({ context, baseURL }) => declineWeixinSignIn(context, baseURL!));

  // [page, the object's id, its event object type (-1: the platform counts no shares of it)]; the
  // paper article, the circle post and the live are found in their lists (their ids are not fixed: a
  // live's own id is its article's on the designed platform, one of its own on a real one).
  const pages: [string | (() => Promise<string>), number | null, number][] = [
    [`newsDetail/${SEED.homeColumn}/${SEED.news}.html`, SEED.news, 0],
    [`imageDetail/7/${SEED.photos}.html`, SEED.photos, 0],
    [`videoDetail/6/${SEED.video}.html`, SEED.video, 0],
    [`linkDetail/${SEED.h5}.html`, SEED.h5, 0],
    ['activityDetail/3001.html', 3001, 4],
    ['activityVote/3006/4001.html', 4001, 4],
    ['askDetail/2.html', 2, 8],
    ['qaDetail/3.html', 3, 9],
    ['xyDetail/1.html', 1, -1],
    [`minVideoDetail/${SEED.shortVideo}.html`, SEED.shortVideo, -1],
  ];
  for (const [path, id, objectType] of pages) {
    test(`${String(path)} sets the share card of friends and Moments from its own share tags`, async ({ page }) => {
      await expectCard(page, String(path), id, objectType);
    });
  }
  for (const [list, route, objectType] of [
    ['home.html', 'liveDetail', 3],
    ['paper.html', 'paperArticle', 7],
    ['circleDetail/1.html', 'postDetail', -1],
  ] as const) {
    test(`a ${route} page found in ${list} sets its share card`, async ({ page, request }) => {
      const path = new RegExp(`href="/wap/touch/(${route}/(?:\\d+/)?\\d+\\.html)"`).exec(
        await (await request.get(list, { headers: DECLINED_HEADERS })).text(),
      )?.[1];
      expect(path).toBeTruthy();
      await expectCard(page, path!, null, objectType);
    });
  }

  /** The card weixin was given repeats the page's share tags; the share button points at weixin's own menu. */
  async function expectCard(page: Page, path: string, id: number | null, objectType: number) {
    await standInWx(page, false);
    await page.goto(`${path}?lang=cn`);
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[./]/g, '\\$&')}\\?lang=cn$`));
    await expect.poll(async () => (await seenWx(page)).app.length).toBe(1);
    const seen = await seenWx(page);
    const tags = await shareTags(page);
    const card = seen.app[0]!;
    expect(seen.configs).toHaveLength(1);
    expect(card.link).toBe(tags.url);
    expect(card.customUrl).toBe(tags.url);
    expect(card.routerUrl).toBe(`/${path}`);
    if (tags.image) expect(card.imgUrl).toBe(tags.image);
    expect(tags.title?.startsWith(String(card.title).replace(/…$/, ''))).toBe(true);
    expect(String(tags.description ?? '').startsWith(String(card.desc).replace(/…$/, ''))).toBe(true);
    expect(card.objectType).toBe(objectType);
    if (id !== null) expect(card.article_id).toBe(id);
    expect(seen.timeline).toEqual([{ title: card.title, link: card.link, imgUrl: card.imgUrl }]);
    await page.getByRole('button', { name: '分享', exact: true }).click();
    await expect(page.getByRole('dialog', { name: '请点击右上角···，分享给朋友或朋友圈' })).toBeVisible();
  }

  test('a refused signature sets no card, and the share button still shows the pointer', async ({ page }) => {
    await standInWx(page, true);
    await page.goto(`${ARTICLE}?lang=cn`);
    await expect.poll(async () => (await seenWx(page)).configs.length).toBe(1);
    await page.getByRole('button', { name: '分享', exact: true }).click();
    await expect(page.getByRole('dialog', { name: '请点击右上角···，分享给朋友或朋友圈' })).toBeVisible();
    expect((await seenWx(page)).app).toEqual([]);
    await expectAccessible(page);
  });
});

test.describe("inside the provider's app", () => {
  test.use({ userAgent: IN_APP_UA });

  test("the share goes to the app's own sheet through the bridge, with the page's share fields", async ({
    page,
    consoleErrors,
  }) => {
    await page.addInitScript(() => {
      const messages: unknown[] = [];
      Object.assign(window, {
        __bridge: messages,
        TouchHostBridge: { postMessage: (text: string) => messages.push(JSON.parse(text)) },
      });
    });
    await page.goto(`${ARTICLE}?lang=en`);
    const tags = await shareTags(page);
    const counted = page.waitForResponse((r) => r.url().includes('/api/share') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    expect(JSON.parse((await counted).request().postData() ?? '{}')).toMatchObject({ channel: 'app' });
    const messages = await page.evaluate(() => (window as unknown as { __bridge: Record<string, unknown>[] }).__bridge);
    const share = messages.filter((message) => message.action === 'share');
    expect(share).toHaveLength(1);
    expect(share[0]).toMatchObject({
      url: tags.url,
      customUrl: tags.url,
      routerUrl: `/${ARTICLE}`,
      article_id: ARTICLE_ID,
      objectType: 0,
      imgUrl: tags.image,
    });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});
