#!/usr/bin/env node
// `npm run bench:slow` (not part of `npm test`: a figure, not a floor): when a reader on a slow
// network sees the first text of home and of an article. Chromium (Debian's, CHROMIUM_PATH) over the
// DevTools "Slow 3G" conditions: 2 s round trip, 50 KB/s each way, a phone viewport, a fresh
// profile each load (a first visit: nothing cached). Against the production build, the front server
// as `npm start` runs it and the reference platform. Prints, per page, each run's first contentful
// paint and when the HTML had fully arrived, and their medians: text should paint when the HTML has
// come, not one or more round trips after it (render-blocking stylesheets).
//
//   SLOW_RUNS=5  runs per page (default 5)
import { chromium } from '@playwright/test';
import { BASE_PATH, startFront, startPlatform, stopAll } from './lib/servers.mjs';

const RUNS = Math.max(1, Number(process.env.SLOW_RUNS ?? 5));
const SLOW_3G = { offline: false, latency: 2000, downloadThroughput: 50 * 1024, uploadThroughput: 50 * 1024 };
const PAGES = [
  { name: 'home', path: '/home.html' },
  { name: 'news article', path: '/newsDetail/1/1000.html' },
];

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  // The indexes are inside a non-empty list (RUNS is at least 1).
  const at = (/** @type {number} */ i) => /** @type {number} */ (sorted[i]);
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
};

/**
 * The page's timing, where Node's types (this program's) know no navigation entry.
 * @typedef {{ getEntriesByType(type: 'navigation'): { responseEnd: number }[] }} PageTiming
 */

/**
 * One fresh load of `url` over Slow 3G: its first contentful paint and when its HTML had arrived, in ms.
 * @param {import('@playwright/test').Browser} browser @param {string} url
 */
async function firstPaint(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    return await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const [navigation] = /** @type {PageTiming} */ (/** @type {unknown} */ (performance)).getEntriesByType(
        'navigation',
      );
      return {
        fcp: paint ? paint.startTime : Number.NaN,
        html: navigation ? navigation.responseEnd : Number.NaN,
        stylesheets: performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.css')).length,
      };
    });
  } finally {
    await context.close();
  }
}

async function main() {
  const platform = await startPlatform();
  const front = await startFront({ platformUrl: platform.url });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
  });
  try {
    // One unmeasured load of each page fills the page cache: readers of a shared link get a cached page.
    for (const { path } of PAGES) await fetch(`${front.origin}${BASE_PATH}${path}`);
    console.log(`first paint on Slow 3G (2 s round trip, 50 KB/s), ${RUNS} fresh loads a page, ms`);
    for (const { name, path } of PAGES) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1)
        runs.push(await firstPaint(browser, `${front.origin}${BASE_PATH}${path}`));
      const fcp = median(runs.map((r) => r.fcp));
      const html = median(runs.map((r) => r.html));
      console.log(
        `${name.padEnd(14)} first contentful paint median ${Math.round(fcp)} (runs ${runs.map((r) => Math.round(r.fcp)).join(', ')}); ` +
          `HTML complete median ${Math.round(html)}; paint − HTML ${Math.round(fcp - html)}; stylesheets fetched ${runs[0]?.stylesheets}`,
      );
    }
  } finally {
    await browser.close();
    await stopAll();
  }
}

main().catch(async (error) => {
  console.error(error);
  await stopAll();
  process.exit(1);
});
