#!/usr/bin/env node
// Screenshots of pages as a reader sees them (phone viewport, Debian's Chromium):
//   node scripts/screenshot.mjs OUT_DIR URL [URL…]   (add --full for the whole page)
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const full = args.includes('--full');
const [outDir, ...urls] = args.filter((a) => a !== '--full');
if (!outDir || urls.length === 0) {
  console.error('usage: node scripts/screenshot.mjs OUT_DIR URL [URL…] [--full]');
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const page = await browser.newPage({
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1,
  isMobile: true,
  hasTouch: true,
});
page.on('console', (m) => m.type() === 'error' && console.error(`console error on ${page.url()}: ${m.text()}`));
for (const [index, url] of urls.entries()) {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(800);
  const file = path.join(
    outDir,
    `${String(index).padStart(2, '0')}-${new URL(url).pathname.split('/').pop()?.replace(/\W+/g, '_')}${new URL(url).search.replace(/\W+/g, '_')}.png`,
  );
  await page.screenshot({ path: file, fullPage: full });
  console.log(file);
}
await browser.close();
