#!/usr/bin/env node
// Bundle budget (docs/decisions/0004-performance-budgets.md).
//
// Run after `next build`, in the same directory: `npm run test:budget`.
// For every route in tests/perf/budget.json it opens a real page of that route on the
// production server (`next start` of this build, against a freshly seeded reference platform,
// both on free loopback ports, stopped at the end), takes the JavaScript that page's HTML
// loads (`<script src>`, without the `noModule` polyfills modern browsers skip), and sums the
// gzip -9 size (node zlib level 9) of those chunks as they are on disk in .next/static.
// It fails (exit 1) when a route is above its ceiling, and also when it is below its floor:
// the bundle shrank, so the budget must be tightened to keep the gain.
//
//   BUDGET_BASE_URL=http://127.0.0.1:3150/wap/touch  measure servers already running (no start)
//   --suggest                                         also print budgets fitted to the sizes now
//   BUDGET_FILE=path                                  another budget file (default tests/perf/budget.json)
//
// A route whose spec says `"signIn": true` is a reader's own page (it sends anonymous readers to
// the login page): it is measured signed in as the seeded demo member.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BASE_PATH, startNext, startPlatform, stopAll } from './lib/servers.mjs';

const KB = 1024;
const budgetFile = process.env.BUDGET_FILE ?? 'tests/perf/budget.json';
/**
 * A route's budget in KB, and the page measured for it.
 * @typedef {{ url: string, signIn?: boolean, floor: number, ceiling: number }} RouteBudget
 * @typedef {{ name: string, raw: number, gzip: number }} Chunk
 * @typedef {{ route: string, url: string, chunks: Chunk[], raw: number, gzip: number, floor: number, ceiling: number, result: string }} Row
 */
const budget = /** @type {{ routes: Record<string, RouteBudget> }} */ (JSON.parse(readFileSync(budgetFile, 'utf8')));
const suggest = process.argv.includes('--suggest');

/**
 * Script chunks a page's HTML loads at first load, in document order, without duplicates.
 * @param {string} html
 */
export function firstLoadScripts(html) {
  /** @type {string[]} */
  const sources = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    if (/\snomodule\b/i.test(tag)) continue; // legacy polyfills, not loaded by modern browsers
    // Compared as the browser reads it: the list holds decoded sources.
    const src = /\ssrc="([^"]+)"/i.exec(tag)?.[1]?.replaceAll('&amp;', '&');
    if (src && !sources.includes(src)) sources.push(src);
  }
  return sources;
}

/** @type {Map<string, Chunk>} */
const chunkCache = new Map();
/**
 * Bytes of a script: from .next/static when it is this build's, else over HTTP.
 * @param {string} src @param {string} pageUrl
 * @returns {Promise<Chunk>}
 */
async function chunkBytes(src, pageUrl) {
  const cached = chunkCache.get(src);
  if (cached) return cached;
  const url = new URL(src, pageUrl);
  const marker = `${BASE_PATH}/_next/`;
  const local = url.pathname.startsWith(marker)
    ? path.join('.next', decodeURIComponent(url.pathname.slice(marker.length)))
    : null;
  let bytes;
  if (local && existsSync(local)) bytes = readFileSync(local);
  else {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    bytes = Buffer.from(await response.arrayBuffer());
  }
  const entry = {
    name: url.pathname.split('/').pop() ?? '',
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
  };
  chunkCache.set(src, entry);
  return entry;
}

const DEMO_MEMBER = { mode: 'password', consent: true, phone: '13800000001', password: 'demo1234' };
/** @type {string | null} */
let memberCookie = null;
/**
 * The cookies of a signed-in demo member: a device from our API, then the password sign-in.
 * @param {string} base
 */
async function signedIn(base) {
  if (memberCookie) return memberCookie;
  /** @type {Map<string, string>} */
  const jar = new Map();
  /** @param {Response} response */
  const keep = (response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      jar.set(pair.slice(0, pair.indexOf('=')), pair);
    }
  };
  keep(await fetch(`${base}/api/analytics/serverTime`));
  const origin = new URL(base).origin;
  const login = await fetch(`${base}/api/member/authLogin`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json', cookie: [...jar.values()].join('; ') },
    body: JSON.stringify(DEMO_MEMBER),
  });
  if (!login.ok) throw new Error(`signing in the demo member answered ${login.status}: ${await login.text()}`);
  keep(login);
  memberCookie = [...jar.values()].join('; ');
  return memberCookie;
}

/**
 * The first-load scripts of the route's page, each and summed.
 * @param {string} base @param {string} route @param {RouteBudget} spec
 */
async function measure(base, route, spec) {
  const pageUrl = `${base}${spec.url}`;
  const headers = spec.signIn ? { cookie: await signedIn(base) } : {};
  const response = await fetch(pageUrl, { redirect: 'manual', headers });
  if (response.status !== 200)
    throw new Error(`${route}: ${pageUrl} answered ${response.status}, not a page to measure`);
  const chunks = await Promise.all(firstLoadScripts(await response.text()).map((src) => chunkBytes(src, pageUrl)));
  if (chunks.length === 0) throw new Error(`${route}: ${pageUrl} loads no script at all (is it the page you meant?)`);
  /** @param {'raw' | 'gzip'} key */
  const sum = (key) => chunks.reduce((total, chunk) => total + chunk[key], 0);
  return { route, url: spec.url, chunks, raw: sum('raw'), gzip: sum('gzip') };
}

/** @param {number} bytes */
const kb = (bytes) => (bytes / KB).toFixed(1);
/** @param {string | number} text @param {number} width @param {boolean} [right] */
const pad = (text, width, right = false) => (right ? String(text).padStart(width) : String(text).padEnd(width));

/** @param {Row[]} rows */
function table(rows) {
  const header = ['route', 'page measured', 'chunks', 'raw KB', 'gzip KB', 'floor', 'ceiling', 'result'];
  const widths = [26, 34, 6, 8, 8, 6, 7, 28];
  /** @param {(string | number)[]} cells */
  const line = (cells) => cells.map((cell, i) => pad(cell, widths[i] ?? 0, i >= 2 && i <= 6)).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows)
    console.log(
      line([row.route, row.url, row.chunks.length, kb(row.raw), kb(row.gzip), row.floor, row.ceiling, row.result]),
    );
}

async function main() {
  let base = process.env.BUDGET_BASE_URL?.replace(/\/$/, '');
  if (!base) {
    const platform = await startPlatform({ seedArticles: 200 });
    const web = await startNext({ platformUrl: platform.url });
    base = web.base;
  }
  console.log(
    `bundle budget: first-load JavaScript per route, gzip -9, 1 KB = ${KB} bytes (${budgetFile}, pages from ${base})\n`,
  );

  /** @type {Row[]} */
  const rows = [];
  for (const [route, spec] of Object.entries(budget.routes)) {
    const measured = await measure(base, route, spec);
    const gzipKb = measured.gzip / KB;
    const result =
      gzipKb > spec.ceiling
        ? `FAIL +${(gzipKb - spec.ceiling).toFixed(1)} KB over ceiling`
        : gzipKb < spec.floor
          ? `FAIL ${(spec.floor - gzipKb).toFixed(1)} KB under floor`
          : `ok (${(spec.ceiling - gzipKb).toFixed(1)} KB headroom)`;
    rows.push({ ...measured, floor: spec.floor, ceiling: spec.ceiling, result });
  }
  table(rows);

  const shared = rows
    .map((row) => new Set(row.chunks.map((c) => c.name)))
    .reduce((a, b) => new Set([...a].filter((n) => b.has(n))));
  const sharedGzip = [...shared].reduce(
    // Every shared name is a chunk measured above, so in the cache.
    (total, name) => total + ([...chunkCache.values()].find((c) => c.name === name)?.gzip ?? 0),
    0,
  );
  console.log(
    `\nshared by every route: ${shared.size} chunks, ${kb(sharedGzip)} KB gzip (framework, layout, providers)`,
  );

  const failed = rows.filter((row) => row.result.startsWith('FAIL'));
  for (const row of failed) {
    console.log(`\n${row.route} loads (largest first):`);
    for (const chunk of [...row.chunks].sort((a, b) => b.gzip - a.gzip)) {
      console.log(
        `  ${pad(chunk.name, 30)} ${pad(kb(chunk.gzip), 7, true)} KB gzip ${pad(kb(chunk.raw), 8, true)} KB raw${shared.has(chunk.name) ? '  (shared)' : ''}`,
      );
    }
  }
  if (suggest || failed.length) {
    const fitted = Object.fromEntries(
      rows.map((row) => [
        row.route,
        {
          url: row.url,
          ...(budget.routes[row.route]?.signIn ? { signIn: true } : {}),
          floor: Math.floor((row.gzip / KB) * 0.9),
          ceiling: Math.ceil((row.gzip / KB) * 1.05),
        },
      ]),
    );
    console.log(
      `\nbudgets fitted to these sizes (floor −10 %, ceiling +5 %; see docs/decisions/0004-performance-budgets.md before you loosen a ceiling):`,
    );
    console.log(JSON.stringify(fitted, null, 2));
  }
  const over = failed.filter((row) => row.result.includes('ceiling')).length;
  const under = failed.length - over;
  console.log(
    failed.length === 0
      ? `\nbundle budget: all ${rows.length} routes within budget`
      : `\nbundle budget FAILED: ${over} route(s) over the ceiling, ${under} under the floor (tighten the budget)`,
  );
  return failed.length === 0 ? 0 : 1;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(`bundle budget: ${error instanceof Error ? (error.stack ?? error) : error}`);
} finally {
  await stopAll();
}
process.exit(code);
