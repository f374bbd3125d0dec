#!/usr/bin/env node
// Lighthouse assertions (docs/decisions/0004-performance-budgets.md).
//
// Run after `next build`, in the same directory: `npm run test:lighthouse`.
// Lighthouse 13 (node API) in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium),
// default config = mobile form factor (Moto G Power viewport), simulated throttling (slow 4G,
// 4x CPU). Each page is audited RUNS times (default 3), the median of each figure is asserted.
// It starts its own reference platform and the production front server (server/main.mjs, what
// `npm start` runs: the page cache, each page's CSS inline, docs/decisions/0107, and the front's
// headers) on free loopback ports and stops them (before 0110 it audited `next start`, which serves
// none of these); LIGHTHOUSE_SERVER=next audits `next start` instead, to compare;
// LIGHTHOUSE_BASE_URL=http://127.0.0.1:3150/wap/touch audits servers already running instead.
// LIGHTHOUSE_PAGES=home,news article audits only the pages of those names.
// Exit 1 when a median misses a threshold; the audits that cost the points are printed.
import { readFileSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startFront, startNext, startPlatform, stopAll } from './lib/servers.mjs';

// `performance`: the page's own performance floor. First set about 0.06 below the medians measured
// without paint holding (2026-11-23, Lighthouse 12: news 0.94-0.97, photo set 0.87-0.92, video
// 0.86, home 0.84-0.85). Under Lighthouse 13 and Node 24 (2026-11-28) three runs of the same build
// on the same quiet machine gave home 0.66 / 0.80 / 0.64 (its largest paint is the splash ad's picture, 3.8-4.2 s), news 0.75 / 0.86, photo set 0.70 / 0.91 / 0.77,
// video 0.89 / 0.80: total blocking time under the 4x slowdown moves by 600 ms between runs. CI's
// machine is slower again (2026-11-28: news 0.71, photo set 0.70, video 0.68, each with 1.3-1.6 s of
// blocking time, since the 4x slowdown multiplies the host's own task times), and a 0.7 floor failed
// a build on video that was 0.76 here. The article floors now sit 0.08 below CI's lowest, so
// `npm test` fails on a real regression (a drop of 0.2 or more), not on the machine; the medians
// belong to the bench (docs/decisions/0004).
// Home hydrates the most (carousel, tabs, 20 cards).
export const PAGES = [
  { name: 'home', path: '/home.html', performance: 0.55 },
  { name: 'news article', path: '/newsDetail/1/1000.html', performance: 0.6 },
  { name: 'photo set', path: '/imageDetail/1/1001.html', performance: 0.6 },
  { name: 'video', path: '/videoDetail/1/1002.html', performance: 0.6 },
];
// Category scores are asserted as minimums, CLS as a strict maximum. Performance has a floor per
// page (PAGES), not the 0.95 target of decision 0004: on this machine a bare Next 16 page scores 0.94-0.97
// and the same build moves by ±0.1 from run to run (docs/decisions/0004). The floors catch a real
// regression without failing CI on noise; raise them as the pages get lighter. 0.75 is the
// default for a page without its own.
export const THRESHOLDS = { performance: 0.75, accessibility: 0.98, 'best-practices': 0.95, seo: 0.95 };
export const CLS_BELOW = 0.02;

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/**
 * Bytes of a first visit (total-byte-weight) per page name, KB: the ceiling fails the run, the
 * target is reported (tests/perf/budget.json "pages", docs/decisions/0067).
 * @type {Record<string, { url: string, target: number, ceiling: number }>}
 */
const BYTE_BUDGETS = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync(new URL('./budget.json', import.meta.url), 'utf8')).pages ?? {}).filter(
    ([name]) => !name.startsWith('$'),
  ),
);
const KB = 1024;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  // Paint holding keeps the first frame of a navigation off screen until the new page "is
  // ready"; in this headless Chromium it released the frame only on a ~1 s tick (first
  // presented frame at 1.25 or 2.3 s, though the page had painted its text at 0.25 s), which
  // made Lighthouse charge all hydration to FCP and LCP. A reader's tap on a shared link is
  // not held like that. docs/decisions/0004 has the traces.
  '--disable-features=PaintHolding',
];
/**
 * @typedef {keyof typeof THRESHOLDS} Category
 * @typedef {'cumulative-layout-shift' | 'largest-contentful-paint' | 'first-contentful-paint' | 'total-blocking-time' | 'speed-index' | 'total-byte-weight'} MetricId
 * @typedef {import('lighthouse').Result} Result
 * @typedef {{ page: (typeof PAGES)[number], runs: Result[], floors: Record<string, number>, misses: string[], kb: number, bytesNote: string } & Record<Category | MetricId, number>} Row
 * The shapes of the detail items read below: Lighthouse types `details` as the union of every
 * audit's, most of them without items.
 * @typedef {{ type?: string, snippet?: string, selector?: string }} LcpItem
 * @typedef {{ url: unknown, total: number, scripting: number }} BootupItem
 * @typedef {{ score?: number, node?: { snippet?: string, selector?: string } }} ShiftItem
 */
// Object.keys types its keys as any string.
const CATEGORIES = /** @type {Category[]} */ (Object.keys(THRESHOLDS));

/** @param {number[]} values never empty (RUNS runs) */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ i) => /** @type {number} */ (sorted[i]);
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
};
/** @param {Result} lhr @param {string} id */
const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN;
/** The items of an audit's details, or none. @param {Result} lhr @param {string} id @returns {unknown[]} */
const itemsOf = (lhr, id) => {
  const details = lhr.audits[id]?.details;
  return details && 'items' in details ? details.items : [];
};

/**
 * The audits that cost a category points in one run, worst first.
 * @param {Result} lhr @param {Category} category
 */
function losses(lhr, category) {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      return audit && audit.score !== null && audit.score < 1 ? [{ ref, audit, score: audit.score }] : [];
    })
    .sort((a, b) => b.ref.weight * (1 - b.score) - a.ref.weight * (1 - a.score))
    .map(
      ({ ref, audit, score }) =>
        `${ref.id} (score ${score}, weight ${ref.weight}${audit.displayValue ? `, ${audit.displayValue}` : ''})`,
    );
}

async function main() {
  const started = Date.now();
  let base = process.env.LIGHTHOUSE_BASE_URL?.replace(/\/$/, '');
  if (!base) {
    const platform = await startPlatform({ seedArticles: 200 });
    const start = process.env.LIGHTHOUSE_SERVER === 'next' ? startNext : startFront;
    base = (await start({ platformUrl: platform.url })).base;
  }
  // Warm the server (first renders compile and fill caches) so run 1 is not an outlier.
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
  const audited = only ? PAGES.filter((page) => only.includes(page.name)) : PAGES;
  if (audited.length === 0) throw new Error(`LIGHTHOUSE_PAGES names none of ${PAGES.map((p) => p.name).join(', ')}`);
  for (const page of audited) for (let i = 0; i < 3; i += 1) await (await fetch(base + page.path)).text();

  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  /** @type {{ page: (typeof PAGES)[number], runs: Result[] }[]} */
  const results = [];
  try {
    for (const page of audited) {
      /** @type {Result[]} */
      const runs = [];
      for (let run = 1; run <= RUNS; run += 1) {
        const result = await lighthouse(base + page.path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        if (!result?.lhr) throw new Error(`no Lighthouse result for ${page.path}`);
        if (result.lhr.runtimeError)
          throw new Error(`${page.path}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
        runs.push(result.lhr);
        await sleep(200);
      }
      results.push({ page, runs });
      process.stderr.write(`  ${page.name}: ${RUNS} runs done (${((Date.now() - started) / 1000).toFixed(0)} s)\n`);
    }
  } finally {
    await chrome.kill();
  }

  const rows = results.map(({ page, runs }) => {
    // Every figure is set below before the row is read.
    const row = /** @type {Row} */ ({ page, runs });
    for (const category of CATEGORIES) row[category] = median(runs.map((lhr) => lhr.categories[category]?.score ?? 0));
    for (const id of /** @type {MetricId[]} */ ([
      'cumulative-layout-shift',
      'largest-contentful-paint',
      'first-contentful-paint',
      'total-blocking-time',
      'speed-index',
      'total-byte-weight',
    ])) {
      row[id] = median(runs.map((lhr) => metric(lhr, id)));
    }
    /** @param {Category} category */
    const floor = (category) =>
      category === 'performance' ? (page.performance ?? THRESHOLDS.performance) : THRESHOLDS[category];
    row.floors = Object.fromEntries(CATEGORIES.map((c) => [c, floor(c)]));
    row.misses = [
      ...CATEGORIES.filter((c) => row[c] < floor(c)).map((c) => `${c} ${row[c].toFixed(2)} < ${floor(c)}`),
      ...(row['cumulative-layout-shift'] < CLS_BELOW
        ? []
        : [`CLS ${row['cumulative-layout-shift'].toFixed(3)} ≥ ${CLS_BELOW}`]),
    ];
    const bytes = BYTE_BUDGETS[page.name];
    row.kb = row['total-byte-weight'] / KB;
    if (bytes && bytes.url !== page.path)
      throw new Error(`tests/perf/budget.json pages["${page.name}"] is ${bytes.url}, Lighthouse audits ${page.path}`);
    if (bytes && !(row.kb <= bytes.ceiling))
      row.misses.push(`total bytes ${row.kb.toFixed(1)} KB > ceiling ${bytes.ceiling} KB`);
    row.bytesNote = bytes
      ? `${row.kb.toFixed(1)} KB (target ${bytes.target}: ${row.kb <= bytes.target ? 'met' : 'not yet'}; ceiling ${bytes.ceiling})`
      : `${row.kb.toFixed(1)} KB`;
    return row;
  });

  const ua = rows[0]?.runs[0]?.environment?.hostUserAgent ?? '';
  console.log(
    `Lighthouse ${rows[0]?.runs[0]?.lighthouseVersion} (${ua.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}), mobile, simulated throttling, median of ${RUNS} runs, ${base}\n`,
  );
  const header = [
    'page',
    'perf (floor)',
    'a11y',
    'best-pr',
    'seo',
    'CLS',
    'LCP ms',
    'FCP ms',
    'TBT ms',
    'SI ms',
    'result',
  ];
  const widths = [14, 12, 5, 7, 5, 6, 7, 7, 7, 7, 10];
  /** @param {(string | number)[]} cells */
  const line = (cells) =>
    cells
      .map((cell, i) =>
        i === 0 || i === 10 ? String(cell).padEnd(widths[i] ?? 0) : String(cell).padStart(widths[i] ?? 0),
      )
      .join('  ');
  console.log(line(header));
  console.log(
    line([
      `thresholds`,
      'per page',
      `≥${THRESHOLDS.accessibility}`,
      `≥${THRESHOLDS['best-practices']}`,
      `≥${THRESHOLDS.seo}`,
      `<${CLS_BELOW}`,
      '',
      '',
      '',
      '',
      '',
    ]),
  );
  for (const row of rows) {
    console.log(
      line([
        row.page.name,
        `${row.performance.toFixed(2)} (≥${row.floors.performance})`,
        row.accessibility.toFixed(2),
        row['best-practices'].toFixed(2),
        row.seo.toFixed(2),
        row['cumulative-layout-shift'].toFixed(3),
        Math.round(row['largest-contentful-paint']),
        Math.round(row['first-contentful-paint']),
        Math.round(row['total-blocking-time']),
        Math.round(row['speed-index']),
        row.misses.length ? 'FAIL' : 'ok',
      ]),
    );
  }

  console.log(
    `\nbytes of a first visit (total-byte-weight, median): ${rows.map((row) => `${row.page.name} ${row.bytesNote}`).join('; ')}`,
  );

  // Whatever costs points (also below the thresholds' line) is worth knowing; misses first.
  for (const row of rows) {
    // A row has RUNS runs, so its middle one is there.
    const runMedian = /** @type {Result} */ (row.runs[Math.floor(row.runs.length / 2)]);
    const notes = CATEGORIES.map((c) => /** @type {const} */ ([c, losses(runMedian, c)])).filter(
      ([, list]) => list.length,
    );
    if (!row.misses.length && !notes.length) continue;
    console.log(`\n${row.page.name} (${row.page.path})${row.misses.length ? ` MISSES: ${row.misses.join('; ')}` : ''}`);
    for (const [category, list] of notes) console.log(`  ${category}: ${list.slice(0, 6).join('; ')}`);
    if (row.misses.length) {
      // Where to look: the LCP element, and the scripts that keep the main thread busy.
      // Lighthouse 13 names the LCP element in its LCP breakdown insight: a list whose node item is it.
      const lcp = /** @type {(LcpItem | null)[]} */ (itemsOf(runMedian, 'lcp-breakdown-insight')).find(
        (item) => item?.type === 'node',
      );
      if (lcp) console.log(`  LCP element: ${lcp.snippet ?? lcp.selector}`);
      const bootup = /** @type {BootupItem[]} */ (itemsOf(runMedian, 'bootup-time'));
      const busiest = bootup
        .slice(0, 4)
        .map(
          (item) =>
            `${String(item.url).split('/').pop()} ${Math.round(item.total)} ms (script ${Math.round(item.scripting)} ms)`,
        );
      if (busiest.length) console.log(`  main thread by script: ${busiest.join('; ')}`);
    }
    const cls = /** @type {ShiftItem[]} */ (itemsOf(runMedian, 'layout-shifts'));
    if (row['cumulative-layout-shift'] >= CLS_BELOW && cls.length) {
      for (const item of cls.slice(0, 3))
        console.log(`  layout shift ${item.score?.toFixed?.(3)}: ${item.node?.snippet ?? item.node?.selector ?? '?'}`);
    }
  }

  if (process.env.LIGHTHOUSE_REPORT) {
    writeFileSync(
      process.env.LIGHTHOUSE_REPORT,
      JSON.stringify(rows.map((row) => row.runs[Math.floor(row.runs.length / 2)])),
    );
  }
  const failed = rows.filter((row) => row.misses.length);
  console.log(
    `\nlighthouse: ${failed.length ? `FAILED on ${failed.map((r) => r.page.name).join(', ')}` : `all ${rows.length} pages meet the thresholds`} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  return failed.length ? 1 : 0;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(`lighthouse: ${error instanceof Error ? (error.stack ?? error) : error}`);
} finally {
  await stopAll();
}
process.exit(code);
