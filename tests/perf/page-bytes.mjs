#!/usr/bin/env node
// Bytes a first visit transfers, as Lighthouse's total-byte-weight counts them (every response's
// headers and body on the wire), in Lighthouse's phone (412×823 at 1.75 device pixels), without
// scrolling: lazy pictures below the fold are not counted, as Lighthouse does not count them.
//   node tests/perf/page-bytes.mjs URL [URL…]
// TIBETAN_FACE=1 launches a Chromium whose fontconfig also knows a Tibetan face (a phone that has one;
// the same set-up as tests/e2e/fonts.spec.ts). Figures go to docs/performance.md by hand.
import { chromium } from '@playwright/test';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const urls = process.argv.slice(2);
if (urls.length === 0) {
  console.error('usage: node tests/perf/page-bytes.mjs URL [URL…]');
  process.exit(2);
}
const dir = mkdtempSync(path.join(os.tmpdir(), 'page-bytes-'));
const env = { ...process.env };
if (process.env.TIBETAN_FACE === '1') {
  mkdirSync(path.join(dir, 'fonts'));
  copyFileSync('public/fonts/noto-serif-tibetan-subset.ttf', path.join(dir, 'fonts', 'tibetan.ttf'));
  env.FONTCONFIG_FILE = path.join(dir, 'fonts.conf');
  writeFileSync(
    env.FONTCONFIG_FILE,
    `<?xml version="1.0"?>\n<fontconfig><include ignore_missing="yes">/etc/fonts/fonts.conf</include><dir>${dir}/fonts</dir><cachedir>${dir}/cache</cachedir></fontconfig>\n`,
  );
}
const browser = await chromium.launch({
  env,
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-quic'],
});
try {
  for (const url of urls) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    /** @type {import('@playwright/test').Request[]} */
    const finished = [];
    page.on('requestfinished', (request) => finished.push(request));
    await page.goto(url, { waitUntil: 'load' });
    // Article pages keep a socket open (live counts): no network idle. The fonts settle, then a quiet moment.
    // In the page; this program has Node's types, not the DOM's, hence the view of the page's global.
    await page.evaluate(
      () =>
        /** @type {{ document: { fonts: { ready: Promise<unknown> } } }} */ (/** @type {unknown} */ (globalThis))
          .document.fonts.ready,
    );
    await page.waitForTimeout(3000);
    /** @type {Record<string, number>} */
    const byType = {};
    let total = 0;
    for (const request of finished) {
      const sizes = await request.sizes();
      const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
      const type = request.resourceType();
      byType[type] = (byType[type] ?? 0) + bytes;
      total += bytes;
    }
    const parts = Object.entries(byType)
      .sort((a, b) => b[1] - a[1])
      .map(([type, bytes]) => `${type} ${(bytes / 1024).toFixed(1)}`);
    console.log(`${url}: ${(total / 1024).toFixed(1)} KB (${parts.join(', ')})`);
    await context.close();
  }
} finally {
  await browser.close();
  rmSync(dir, { recursive: true, force: true });
}
