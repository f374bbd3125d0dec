import { test, expect } from './support/test';
import { expectLikeTogglesAndSurvivesReload } from './support/like';
import { SEED } from './support/seed';

// Short videos (minVideoDetail, mvodShare) come from the short-video service (/mvod), not app_if.

function meta(html: string, property: string): string | undefined {
  return html.match(new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`))?.[1];
}

test.describe('short video pages: server HTML', () => {
  for (const route of ['minVideoDetail', 'mvodShare']) {
    test(`${route}: title, text, og tags, canonical and VideoObject JSON-LD without JavaScript`, async ({
      request,
      baseURL,
    }) => {
      const response = await request.get(`${route}/${SEED.shortVideo}.html`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const title = html.match(/<h1[^>]*>([^<]+)<\/h1>/)?.[1] ?? '';
      expect(title.length).toBeGreaterThan(3);
      expect(html).toMatch(/<p class="[^"]*summary[^"]*">[^<]{10,}<\/p>/);
      expect(meta(html, 'og:title')).toBe(title);
      const description = meta(html, 'og:description') ?? '';
      expect(description.length).toBeGreaterThan(0);
      expect([...description].length).toBeLessThanOrEqual(101);
      expect(meta(html, 'og:image')).toMatch(/^https?:\/\//);
      expect(meta(html, 'og:video')).toMatch(/^https?:\/\/.+\.m3u8$/);
      // Both addresses name minVideoDetail as the one canonical address.
      const canonical = new URL(`minVideoDetail/${SEED.shortVideo}.html`, baseURL).href;
      expect(html).toContain(`<link rel="canonical" href="${canonical}"/>`);
      const jsonLd = html.match(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/)?.[1];
      const node = (JSON.parse(jsonLd ?? '{}') as { '@graph': Record<string, unknown>[] })['@graph'][0];
      expect(node?.['@type']).toBe('VideoObject');
      expect(node?.name).toBe(title);
      expect(node?.duration).toMatch(/^PT\d+S$/);
      expect(String(node?.contentUrl)).toMatch(/\.m3u8$/);
      // Four related short videos, the open one not among them.
      const list = html.match(/data-testid="related-short-videos">(.*?)<\/ul>/)?.[1] ?? '';
      const related = list.match(/href="[^"]*\/minVideoDetail\/\d+\.html"/g) ?? [];
      expect(related).toHaveLength(4);
      expect(related.join(' ')).not.toContain(`/${SEED.shortVideo}.html`);
    });
  }

  test('a missing or malformed short video is a real 404 with a way home', async ({ request, page }) => {
    expect((await request.get('minVideoDetail/99999.html')).status()).toBe(404);
    expect((await request.get('mvodShare/abc.html')).status()).toBe(404);
    await page.goto('minVideoDetail/99999.html');
    await expect(page.getByRole('link', { name: /首页|home/i }).last()).toBeVisible();
  });

  test('a short video that forbids sharing has no share action', async ({ page }) => {
    await page.goto(`minVideoDetail/${SEED.shortVideoShareClosed}.html`);
    await expect(page.getByRole('button', { name: /点赞/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /分享/ })).toHaveCount(0);
  });
});

test.describe('short video pages in Chromium', () => {
  test('the vertical player plays (currentTime advances); accessible', async ({ page, consoleErrors }) => {
    await page.goto(`minVideoDetail/${SEED.shortVideo}.html`);
    const video = page.locator('video');
    await expect(video).toBeVisible();
    const box = await video.boundingBox();
    expect(box && box.height > box.width).toBe(true); // a vertical frame
    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
    });
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0.5);
    // The clip itself is portrait: it fills the vertical frame instead of a letterbox.
    const [width, height] = await video.evaluate((element: HTMLVideoElement) => [
      element.videoWidth,
      element.videoHeight,
    ]);
    expect(width * 16).toBe(height * 9);
    const related = page.getByTestId('related-short-videos').getByRole('listitem');
    await expect(related).toHaveCount(4);
    // Related short videos are shown upright too (9:16 covers).
    const cover = await related.first().locator('img').boundingBox();
    expect(cover && Math.abs(cover.height / cover.width - 16 / 9) < 0.05).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('like toggles, the count changes and survives a reload', async ({ page }) => {
    await page.goto(`mvodShare/${SEED.shortVideo + 1}.html`);
    await expectLikeTogglesAndSurvivesReload(page, /api\/shortVideo\/like$/);
  });

  test('a related short video opens its own page', async ({ page }) => {
    await page.goto(`minVideoDetail/${SEED.shortVideo}.html`);
    const first = page.getByTestId('related-short-videos').getByRole('link').first();
    const title = (await first.locator('p').textContent()) ?? '';
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveURL(/\/minVideoDetail\/\d+\.html$/);
  });
});
