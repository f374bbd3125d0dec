import type { Page, Response } from '@playwright/test';
import { test, expect, expectAccessible } from './support/test';
import { faults } from './support/platform';
import { SPLASH_SEEN_KEY } from '@/features/ads/splash';

// Advertising (docs/product.md §2 "Advertising", docs/decisions/0060): the splash ad on home, the
// column banners, impressions and clicks reported to the ads service, the warning when an ad call
// fails. Robots get no splash and report nothing (navigator.webdriver), which keeps the rest of
// the suite free of them; these tests stand in for a person by hiding that flag.
//
// Serial: the failure test bends the one call only this file makes (adv/getAdv, once), and it must
// come before a successful answer is shared for a minute (features/ads/calls.ts).
test.describe.configure({ mode: 'serial' });

const SPLASH_AD = 1; // platform/seed/extras.mjs: the app download splash
const PAPER_BANNER = 5; // column 1 (home): the paper subscription
const EVENT_BANNER = 8; // column 2: the half-marathon volunteers

async function asAPerson(page: Page): Promise<void> {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'webdriver', { configurable: true, get: () => false }),
  );
}

/** The answer of our handler to one report of one ad: it says `reported` only once the ads service took it. */
function adReport(page: Page, id: number, event: 'impression' | 'click'): Promise<Response> {
  return page.waitForResponse((response) => {
    if (!response.url().endsWith('/api/ads/event') || response.request().method() !== 'POST') return false;
    const body = response.request().postDataJSON() as { id: number; event: string };
    return body.id === id && body.event === event;
  });
}

async function platformAdEvents(): Promise<number> {
  return (await faults.counts())['adv/event'] ?? 0;
}

test('when the splash call fails, the reader is told to contact an administrator, and no splash shows', async ({
  page,
}) => {
  await faults.add({ service: 'adv', call: 'getAdv', status: -1, message: 'ad server down', count: 1 });
  await asAPerson(page);
  const asked = page.waitForResponse((response) => response.url().includes('/api/ads/splash'));
  await page.goto('home.html');
  expect((await asked).ok()).toBe(false);
  await expect(page.getByRole('status').getByText('广告加载失败，请联系管理员')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the splash: shown once a session over home, marked as an ad, its impression reported, skipped', async ({
  page,
  request,
}) => {
  // Its seconds run from when its picture is there: held back, the splash stays until skipped, however slow this machine is.
  const { ad } = (await (await request.get('api/ads/splash')).json()) as { ad: { imageUrl: string } };
  await page.route(
    (url) => url.href === ad.imageUrl,
    () => undefined,
  );
  await asAPerson(page);
  const splashAsks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/ads/splash')) splashAsks.push(request.url());
  });
  const before = await platformAdEvents();
  const impression = adReport(page, SPLASH_AD, 'impression');
  const firstBanner = adReport(page, PAPER_BANNER, 'impression');
  await page.goto('home.html');
  const splash = page.getByRole('dialog', { name: '开屏广告' });
  await expect(splash).toBeVisible();
  // Its code and styles come by a dynamic import (docs/decisions/0110): styled as it appears, a
  // fixed overlay over the whole screen, so nothing on home moves.
  expect(
    await splash.evaluate((overlay) => {
      const style = getComputedStyle(overlay);
      const box = overlay.getBoundingClientRect();
      return { position: style.position, covers: box.width === innerWidth && box.height === innerHeight };
    }),
  ).toEqual({ position: 'fixed', covers: true });
  await expect(splash.getByText('广告', { exact: true })).toBeVisible();
  await expect(splash.getByRole('link', { name: '高原融媒客户端全新上线' })).toBeVisible();
  expect(await (await impression).json()).toEqual({ reported: true });
  expect(await platformAdEvents()).toBeGreaterThan(before);
  await expectAccessible(page);

  await splash.getByRole('button', { name: /^跳过 \d+$/ }).click();
  await expect(splash).toBeHidden();

  // The next view of home in the same session: the page's ads report as usual, the splash is not asked
  // again. The platform counts an ad's impression once per device and day (docs/decisions/0080): the
  // banner's first report counted, the second is answered and not counted.
  expect(await (await firstBanner).json()).toEqual({ reported: true });
  const banner = adReport(page, PAPER_BANNER, 'impression');
  await page.reload();
  expect(await (await banner).json()).toEqual({ reported: false });
  expect(splashAsks).toHaveLength(1);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the column banner: in the shared HTML, its impression and its click reported, then followed to our page', async ({
  page,
  request,
  consoleErrors,
}) => {
  // Five pages, each checked by axe: a ceiling for a busy machine, not a measure of speed.
  test.setTimeout(120_000);
  // The same for everyone: part of the cached page, not asked per reader.
  const html = await (await request.get('columnDetail/2.html')).text();
  expect(html).toContain('2026拉萨半程马拉松志愿者招募中');

  await asAPerson(page);
  const before = await platformAdEvents();
  const impression = adReport(page, EVENT_BANNER, 'impression');
  await page.goto('columnDetail/2.html');
  const banner = page
    .getByRole('complementary', { name: '广告' })
    .getByRole('link', { name: '2026拉萨半程马拉松志愿者招募中' });
  await expect(banner).toBeVisible();
  expect(await (await impression).json()).toEqual({ reported: true });

  const click = adReport(page, EVENT_BANNER, 'click');
  await banner.click();
  // Its status only: the page is gone by the time a body could be read (the report's answer is what let it go).
  expect((await click).status()).toBe(200);
  // A page of ours opens in this tab, after the report.
  await expect(page).toHaveURL(/\/activityDetail\/3001\.html$/);
  expect(await platformAdEvents()).toBeGreaterThanOrEqual(before + 2);

  // Labelled in every locale, and accessible in the dark theme too.
  await page.goto('columnDetail/2.html?dark=true&lang=bo');
  await expect(page.getByRole('complementary', { name: 'ཁྱབ་བསྒྲགས།' }).getByText('ཁྱབ་བསྒྲགས།')).toBeVisible();
  // Home without its splash: this tab's session has had it (the second test shows it).
  await page.evaluate((key) => sessionStorage.setItem(key, '1'), SPLASH_SEEN_KEY);
  await page.goto('home.html?lang=en');
  await expect(
    page.getByRole('complementary', { name: 'Advertisement' }).getByRole('link', { name: /《高原日报》/ }),
  ).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
