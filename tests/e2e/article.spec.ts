import { test, expect, expectAccessible } from './support/test';
import { expectLikeTogglesAndSurvivesReload } from './support/like';
import { SEED } from './support/seed';
import { statRecords } from './support/platform';
import { deviceOf } from './support/identity';

const pages = [
  { kind: 'news', path: `newsDetail/${SEED.homeColumn}/${SEED.news}.html` },
  // Each at its own column, the address its canonical names (fixtures: photos in 7, video in 6).
  { kind: 'photo set', path: `imageDetail/7/${SEED.photos}.html` },
  { kind: 'video', path: `videoDetail/6/${SEED.video}.html` },
  { kind: 'link', path: `linkDetail/${SEED.link}.html` },
  { kind: 'H5', path: `linkDetail/${SEED.h5}.html` },
];

function meta(html: string, property: string): string | undefined {
  const match = html.match(new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`));
  return match?.[1];
}

test.describe('article pages: server HTML for crawlers and share previews', () => {
  for (const { kind, path } of pages) {
    test(`${kind}: title, body, og tags, canonical and JSON-LD without JavaScript`, async ({ request, baseURL }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const title = html.match(/<h1[^>]*>([^<]+)<\/h1>/)?.[1];
      expect(title?.length).toBeGreaterThan(3);
      expect(meta(html, 'og:title')).toBe(title);
      const description = meta(html, 'og:description') ?? '';
      expect(description.length).toBeGreaterThan(0);
      expect([...description].length).toBeLessThanOrEqual(101); // 100 characters and the ellipsis
      expect(meta(html, 'og:image')).toMatch(/^https?:\/\//);
      // The page's own absolute address, base path included (a bare-origin one only redirects home).
      const canonical = new URL(path, baseURL).href;
      expect(html).toContain(`<link rel="canonical" href="${canonical}"/>`);
      expect(meta(html, 'og:url')).toBe(canonical);
      // The page's graph; the comments section adds a node of its own to it by @id (docs/decisions/0018).
      const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/g)]
        .map((m) => m[1])
        .find((text) => text?.includes('"@graph"'));
      const graph = JSON.parse(jsonLd ?? '{}')['@graph'] as {
        '@type': string;
        headline: string;
        publisher: { name: string };
      }[];
      expect(graph[0]?.['@type']).toBe('NewsArticle');
      expect(graph[0]?.headline).toBe(title);
      expect(graph[0]?.publisher.name.length).toBeGreaterThan(0);
      expect(html).toMatch(/<p>[^<]{10,}/); // body text is in the HTML
    });
  }

  test('a missing article is a real 404 with a way home; a malformed id too', async ({ request, page }) => {
    expect((await request.get('newsDetail/1/99999999.html')).status()).toBe(404);
    expect((await request.get('newsDetail/1/abc.html')).status()).toBe(404);
    await page.goto('newsDetail/1/99999999.html');
    await expect(page.getByRole('link', { name: /首页|home/i }).last()).toBeVisible();
  });

  test('a preview article shows a banner and is not indexed', async ({ request }) => {
    const html = await (await request.get(`newsDetail/1/${SEED.preview}.html`)).text();
    expect(html).toContain('data-banner="preview"');
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    const published = await (await request.get(`newsDetail/1/${SEED.news}.html`)).text();
    expect(published).not.toContain('data-banner="preview"');
    expect(published).not.toMatch(/<meta name="robots"/);
  });

  test('the poster variant (?poster=1) has no preview banner and is never indexed', async ({ request }) => {
    const html = await (await request.get(`newsDetail/1/${SEED.preview}.html?poster=1`)).text();
    expect(html).toMatch(/<h1[^>]*>预览稿件/);
    expect(html).not.toContain('data-banner="preview"');
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  });

  test('shareClosed hides the share action', async ({ page }) => {
    await page.goto(`newsDetail/1/${SEED.shareClosed}.html`);
    await expect(page.getByRole('button', { name: /点赞/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /分享/ })).toHaveCount(0);
    await page.goto(`newsDetail/1/${SEED.news}.html`);
    await expect(page.getByRole('button', { name: /分享/ })).toBeVisible();
  });
});

test.describe('article pages in Chromium', () => {
  test('news: accessible, bylines shown, like toggles and survives a reload', async ({ page, consoleErrors }) => {
    await page.goto(`newsDetail/${SEED.homeColumn}/${SEED.news}.html`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('dl dt').first()).toBeVisible();

    await expectLikeTogglesAndSurvivesReload(page, /api\/articles\/like$/);
    expect(consoleErrors).toEqual([]);
  });

  test('video: the player plays (currentTime advances)', async ({ page }) => {
    await page.goto(`videoDetail/${SEED.homeColumn}/${SEED.video}.html`);
    const video = page.locator('video');
    await expect(video).toBeVisible();
    // A reader's press: its promise is not waited on (a press made before the player has its source
    // is aborted by the source's load, and the player presses again), what counts is that it plays.
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      element.play().catch(() => undefined);
    });
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0.5);
  });

  test('photo set: the viewer opens full screen and swipes to the next picture', async ({ page }) => {
    await page.goto(`imageDetail/${SEED.homeColumn}/${SEED.photos}.html`);
    await page.getByRole('button', { name: /第 1 张/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/^1 \/ \d+$/)).toBeVisible();
    const track = dialog.locator('div').first();
    await track.evaluate((element) => element.scrollTo({ left: element.clientWidth, behavior: 'instant' }));
    await expect(dialog.getByText(/^2 \/ \d+$/)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText(/^3 \/ \d+$/)).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('hostile content executes nothing', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.addInitScript(() => {
      (window as unknown as { __pwned: number }).__pwned = 0;
    });
    await page.goto(`newsDetail/1/${SEED.hostile}.html`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The seeded content's script, handlers and links each set window.__pwned; tap what is left of them.
    await page.getByText('点击领取奖品').click();
    await page.getByText('带事件属性的段落').click();
    await expect(page).toHaveURL(new RegExp(`${SEED.hostile}\\.html`));
    const body = page.locator('article');
    expect(await body.locator('script').count()).toBe(0);
    expect(await body.locator('[onerror], [onclick], [onload]').count()).toBe(0);
    expect(await body.locator('a[href^="javascript:"]').count()).toBe(0);
    expect(await body.locator('iframe').count()).toBe(0);
    // A handler that survived would have run inside the clicks above, which return after the
    // event is dispatched: no sleep is needed before looking for its traces.
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __pwned: number }).__pwned)).toBe(0);
  });

  test('opening an article sends the open record (1000005) to the statistics host', async ({ page, context }) => {
    await page.goto(`newsDetail/1/${SEED.english}.html`);
    // Other tests open this article too: count only this browser's records (its device). A cached page sets no
    // cookie: the device is made by the page's first call to our API, which may come after the load event.
    await expect
      .poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'touch_device'))
      .toBe(true);
    const device = await deviceOf(context);
    const mine = async () =>
      (await statRecords(SEED.english)).filter((r) => Number(r.dataType) === 1000005 && r.deviceid === device).length;
    await expect.poll(mine).toBe(1);
  });

  test('?title= is shown literally, never as markup', async ({ page }) => {
    await page.goto(`newsDetail/1/${SEED.news}.html?title=${encodeURIComponent('<b>x</b>')}`);
    await expect(page).toHaveTitle('<b>x</b>');
  });
});

test.describe('article ads', () => {
  test('the article-detail ad stands under the text, a sponsored link out; none where ads are closed', async ({
    request,
  }) => {
    const html = await (await request.get(`newsDetail/1/${SEED.news}.html`)).text();
    const aside = html.match(/<aside[^>]*aria-label="广告"[^>]*>(.*?)<\/aside>/)?.[1] ?? '';
    expect(aside).toContain('高原旅游线路推荐');
    // The seeded ad leads to a page of the site (the travel column).
    expect(aside).toMatch(
      /<a [^>]*href="http:\/\/127\.0\.0\.1:\d+\/wap\/touch\/columnDetail\/5\.html"[^>]*rel="noopener noreferrer sponsored"/,
    );
    const closed = await (await request.get(`newsDetail/3/${SEED.adsClosed}.html`)).text();
    expect(closed).toMatch(/<h1[^>]*>自治区政府常务会议/);
    expect(closed).not.toContain('aria-label="广告"');
  });
});
