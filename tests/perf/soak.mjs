#!/usr/bin/env node
// `npm run soak` (docs/reliability.md; a benchmark, not part of `npm test`): N connections for M minutes over a
// mix of pages and our API (sign-ins, likes, list pages, comments read and posted), against one front server (server/main.mjs)
// and a fresh reference platform. Every minute it prints requests, errors, p99 and the front
// server's memory (VmRSS). With CHAOS=1 the platform is killed and restarted twice during the run:
// readers must get the rendered 503 page (never a 500) and normal pages again soon after the
// platform is back (the time is printed).
//
//   SOAK_MINUTES=10 SOAK_CONNECTIONS=100 npm run soak        the issue's soak
//   CHAOS=1 SOAK_MINUTES=4 npm run soak                      the chaos run
//
// Each simulated reader has an address of its own (X-Forwarded-For through TRUSTED_PROXIES=loopback),
// as real readers do, so the per-address limits see readers, not this one machine. A 429 is counted
// apart (a limit doing its job), a 503 with Retry-After is the intended answer while the platform is down.
// A 503 'busy' (x-cache BUSY, or the API's code busy) is this server's own limit (docs/decisions/0033),
// counted apart from the platform's; a platform 503 while the platform is up is a false outage.
// PERF_SERVER_LOG=<file> keeps the servers' whole output (tests/perf/lib/servers.mjs).
import Database from 'better-sqlite3';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { adopt, BASE_PATH, freePort, startFront, stopAll, tempDir } from './lib/servers.mjs';
import { launchPlatform } from '../../platform/launch.mjs';
import { MEMORY_LINE } from '../../server/memoryLog.mjs';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 100);
const CHAOS = process.env.CHAOS === '1';
const DEMO = { phone: '13800000001', password: 'demo1234' };

/** What readers do, with how often (weights). Ids are of the seeded demo content. */
/** `{column}/{id}` of published news articles, read from the soak's own platform database at start. */
let NEWS = ['1/1000'];
const someNews = () => pick(NEWS);
const newsId = () => Number(someNews().split('/')[1]);
/** Ids of those whose comments are open: a reader posts only where the page offers a composer. */
let OPEN_FOR_COMMENTS = [1000];

/**
 * A weight and an action that answers the status it recorded.
 * @typedef {[weight: number, action: () => Promise<number>]} MixEntry
 */
/** @type {MixEntry[]} */
const MIX = [
  [30, () => page(`/newsDetail/${someNews()}.html`)],
  [15, () => page('/home.html')],
  [10, () => page(`/columnDetail/${pick([1, 2, 3, 12])}.html`)],
  [6, () => page(`/minVideoDetail/${2001 + Math.floor(Math.random() * 6)}.html`)],
  [5, () => page('/search.html?keyword=%E6%8B%89%E8%90%A8')],
  [5, () => page(`/newsDetail/1/${900_000 + Math.floor(Math.random() * 1000)}.html`, [404])],
  [12, () => api('GET', `/api/articleList?columnId=${pick([1, 2, 3])}&page=${Math.floor(Math.random() * 3)}`)],
  [12, () => api('POST', '/api/articles/like', { articleId: newsId() })],
  [5, () => api('POST', '/api/member/authLogin', { mode: 'password', consent: true, ...DEMO })],
  [6, () => api('GET', `/api/comments?sourceType=0&objectId=${newsId()}&page=0`)],
  // Signed in (after a sign-in above) a comment is posted; else a 401. The limits (6 a minute per
  // member and device, and the platform's) answer 429 most of the time: counted apart.
  [
    3,
    () =>
      api('POST', '/api/comments', {
        sourceType: 0,
        objectId: pick(OPEN_FOR_COMMENTS),
        content: `牦牛养殖的事写得很实在，点个赞（${Math.floor(Math.random() * 1e6)}）`,
      }),
  ],
];
const TOTAL_WEIGHT = MIX.reduce((sum, [weight]) => sum + weight, 0);

/**
 * @template T
 * @param {T[]} items never empty (the demo content's lists), so the pick is always an item
 * @returns {T}
 */
function pick(items) {
  return /** @type {T} */ (items[Math.floor(Math.random() * items.length)]);
}

let origin = '';
const stats = {
  requests: 0,
  errors: 0,
  intended503: 0,
  busy: 0,
  outageWhileUp: 0,
  limited: 0,
  /** @type {number[]} */
  latencies: [],
  /** @type {Map<number, number>} */
  statuses: new Map(),
  /** @type {string[]} */
  firstErrors: [],
};
/** The chaos run's platform: down from its kill until it answers again (docs/decisions/0033). */
const platformState = { down: false, backAt: 0 };
/** After the platform's return, pages may take this long to be normal again (docs/reliability.md). */
const RECOVERY_GRACE_MS = 5_000;

/**
 * Counts one answer: as intended, a limit, an outage, or an error.
 * @param {number} status @param {number} ms @param {string} what @param {number[]} allowed
 * @param {boolean} [busy] @param {boolean} [limited]
 */
function record(status, ms, what, allowed, busy = false, limited = false) {
  stats.requests += 1;
  stats.latencies.push(ms);
  stats.statuses.set(status, (stats.statuses.get(status) ?? 0) + 1);
  if (status === 429 || limited) stats.limited += 1;
  else if (status === 503 && busy) stats.busy += 1;
  else if (status === 503) {
    stats.intended503 += 1;
    // The outage page or error while the platform is up (and back for more than the grace): a
    // false outage, what decision 0033 is about.
    if (!platformState.down && Date.now() - platformState.backAt > RECOVERY_GRACE_MS) stats.outageWhileUp += 1;
  } else if (status === 0 || status >= 500 || !allowed.includes(status)) {
    stats.errors += 1;
    if (stats.firstErrors.length < 10) stats.firstErrors.push(`${status} ${what}`);
  }
}

/**
 * Runs one request, records how it went, and answers its status (0: no answer; 5031, 5999: see below).
 * @param {string} what @param {number[]} allowed @param {() => Promise<Response>} run
 */
async function timed(what, allowed, run) {
  const started = performance.now();
  let status = 0;
  let busy = false;
  let limited = false;
  try {
    const response = await run();
    status = response.status;
    const text = await response.text();
    // Turned away by this server's own limit (server/admission.mjs), not for the platform.
    busy = status === 503 && (response.headers.get('x-cache') === 'BUSY' || text.includes('"code":"busy"'));
    // Every reader signs in as the one demo member: the platform's own per-member comment limit
    // (10204 'too frequent', passed on with its message as docs/product.md §8 says) is a limit too.
    limited = status === 502 && text.includes('"platformStatus":10204');
    // A 503 must be the rendered page (pages) or the one error shape (API), never a bare one.
    if (status === 503 && !response.headers.get('retry-after')) status = 5031;
    if (/\bat [^\s]+ \(|node_modules/.test(text)) status = 5999;
  } catch {
    status = 0;
  }
  record(status, performance.now() - started, what, allowed, busy, limited);
  return status;
}

/**
 * A reader: an address and a device cookie of its own.
 * @param {number} index
 */
function reader(index) {
  /** @type {Map<string, string>} */
  const jar = new Map();
  return { address: `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`, cookie: '', jar };
}

let current = reader(1);
/** @param {ReturnType<typeof reader>} who @param {Record<string, string>} [extra] */
function headersOf(who, extra = {}) {
  return { 'x-forwarded-for': who.address, ...(who.cookie ? { cookie: who.cookie } : {}), ...extra };
}

/** @param {string} path @param {number[]} [allowed] */
function page(path, allowed = [200, 304]) {
  const who = current;
  return timed(path, allowed, () =>
    fetch(`${origin}${BASE_PATH}${path}`, { headers: headersOf(who), redirect: 'manual' }),
  );
}

/** @param {'GET' | 'POST'} method @param {string} path @param {object} [body] */
function api(method, path, body) {
  const who = current;
  const allowed = [200, 401, 404];
  return timed(`${method} ${path}`, allowed, async () => {
    const response = await fetch(`${origin}${BASE_PATH}${path}`, {
      method,
      headers: headersOf(who, method === 'POST' ? { origin, 'content-type': 'application/json' } : {}),
      body: body ? JSON.stringify(body) : undefined,
      redirect: 'manual',
    });
    // The reader's browser keeps what it is given: the device cookie, and the session after a sign-in.
    for (const cookie of response.headers.getSetCookie?.() ?? []) {
      const [pair = ''] = cookie.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      who.jar.set(name, pair);
    }
    who.cookie = [...who.jar.values()].join('; ');
    return response;
  });
}

/** One connection's readers, one request after another until `until`. @param {number} index @param {number} until */
async function connection(index, until) {
  let who = reader(index);
  let used = 0;
  while (Date.now() < until) {
    // A reader reads for a while, then another takes the connection.
    if (used++ > 50) {
      who = reader(index + CONNECTIONS * used);
      used = 0;
    }
    let roll = Math.random() * TOTAL_WEIGHT;
    // MIX is a non-empty literal: its first entry is there.
    const [, action] = MIX.find(([weight]) => (roll -= weight) < 0) ?? /** @type {MixEntry} */ (MIX[0]);
    current = who;
    await action();
  }
}

/** @param {number} pid */
function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return NaN;
  }
}

/** @param {number[]} values */
function p99(values) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0);
}

/**
 * The reference platform on a fixed port and database (platform/launch.mjs), so it can be killed
 * and started again; resolves once it answers /health.
 * @param {number} port @param {string} db
 */
async function platformOn(port, db) {
  const platform = await launchPlatform({ port, db, faults: true, timeoutMs: 180_000 });
  // Adopted: stopAll stops it too when the soak ends early.
  adopt(platform.child);
  return platform;
}

/**
 * How long after the platform is back until a page never rendered before answers 200.
 * @param {number} since
 */
async function recoveryMs(since) {
  for (let i = 0; ; i += 1) {
    const response = await fetch(`${origin}${BASE_PATH}/home.html?title=recovery-${Date.now()}-${i}`).catch(() => null);
    if (response?.status === 200) return Date.now() - since;
    if (Date.now() - since > 60_000) return Infinity;
    await sleep(100);
  }
}

async function main() {
  if (!existsSync('.next/BUILD_ID')) throw new Error('no production build: run `npx next build` first');
  const platformPort = await freePort('platform');
  const db = `${tempDir('soak-platform-')}/platform.db`;
  let platform = await platformOn(platformPort, db);
  const platformUrl = platform.url;
  // The ids a reader can open: 60 published news articles of the seed (other types redirect, 307).
  const seeded = new Database(db, { readonly: true });
  // The columns the SELECT names, as the platform types its rows (platform/db/rows.mjs).
  const readable =
    /** @type {Pick<import('../../platform/db/rows.mjs').ArticleRow, 'column_id' | 'id' | 'discuss_closed'>[]} */ (
      seeded
        .prepare(
          "SELECT column_id, id, discuss_closed FROM articles WHERE article_type = 0 AND a_status = 1 AND link_url = '' ORDER BY id LIMIT 60",
        )
        .all()
    );
  NEWS = readable.map((row) => `${row.column_id}/${row.id}`);
  OPEN_FOR_COMMENTS = readable.filter((row) => row.discuss_closed === 0).map((row) => row.id);
  seeded.close();
  // SOAK_FRONT_NODE_OPTIONS (e.g. --max-old-space-size=384): the front server's heap bounded, to
  // tell a leak (it dies) from a heap that only grows because it may (RSS levels off).
  /** @type {Record<string, string>} */
  const frontNodeOptions = process.env.SOAK_FRONT_NODE_OPTIONS
    ? { NODE_OPTIONS: process.env.SOAK_FRONT_NODE_OPTIONS }
    : {};
  // The front's own memory line every 20 s (server/memoryLog.mjs): with --expose-gc in
  // SOAK_FRONT_NODE_OPTIONS its heap is the live heap after a full collection, the leak signal.
  const front = await startFront({
    platformUrl,
    env: { TRUSTED_PROXIES: 'loopback', MEMORY_LOG_SECONDS: '20', ...frontNodeOptions },
  });
  origin = front.origin;
  // Set by the line listener below; typed here, since the compiler does not follow a callback's writes.
  let memory = /** @type {ReturnType<typeof import('../../server/memoryLog.mjs').memoryFigures> | null} */ (null);
  front.onLine((line) => {
    if (!line.startsWith(MEMORY_LINE)) return;
    try {
      memory = JSON.parse(line.slice(MEMORY_LINE.length));
    } catch {
      // a line cut by the process's end
    }
  });
  console.log(
    `soak: ${CONNECTIONS} connections, ${MINUTES} min${CHAOS ? ', platform killed and restarted twice' : ''}; front pid ${front.pid}`,
  );
  console.log(
    'minute | requests | errors | 503 platform | 503 platform while up | 503 busy | 429 | p99 ms | front RSS MB | heap used MB | page cache MB (pages) | load',
  );

  const until = Date.now() + MINUTES * 60_000;
  const workers = Array.from({ length: CONNECTIONS }, (_, i) => connection(i + 1, until));
  /** @type {number[]} */
  const recoveries = [];
  const chaos = CHAOS
    ? (async () => {
        for (const at of [0.25, 0.6]) {
          await sleep(Math.max(0, until - MINUTES * 60_000 * (1 - at) - Date.now()));
          platform.child.kill('SIGKILL');
          platformState.down = true;
          console.log(`  platform killed at ${new Date().toISOString()}`);
          await sleep(20_000);
          platform = await platformOn(platformPort, db);
          const back = Date.now();
          Object.assign(platformState, { down: false, backAt: back });
          console.log(`  platform back at ${new Date(back).toISOString()}`);
          recoveries.push(await recoveryMs(back));
        }
      })()
    : Promise.resolve();

  /** @type {{ minute: number, requests: number, errors: number, intended503: number, outageWhileUp: number, busy: number, limited: number, p99: number, rss: number, heap: number, pageCache: string, load: string }[]} */
  const minutes = [];
  for (let minute = 1; minute <= MINUTES; minute += 1) {
    await sleep(Math.max(0, until - (MINUTES - minute) * 60_000 - Date.now()));
    const row = {
      minute,
      requests: stats.requests,
      errors: stats.errors,
      intended503: stats.intended503,
      outageWhileUp: stats.outageWhileUp,
      busy: stats.busy,
      limited: stats.limited,
      p99: p99(stats.latencies),
      rss: rssMb(front.pid),
      heap: memory?.heapUsed ?? NaN,
      pageCache: memory ? `${memory.pageCacheMb} (${memory.pageCachePages})` : '?',
      load: (loadavg()[0] ?? NaN).toFixed(1),
    };
    minutes.push(row);
    console.log(
      `${String(minute).padStart(6)} | ${String(row.requests).padStart(8)} | ${String(row.errors).padStart(6)} | ${String(row.intended503).padStart(12)} | ${String(row.outageWhileUp).padStart(21)} | ${String(row.busy).padStart(8)} | ${String(row.limited).padStart(3)} | ${String(row.p99).padStart(6)} | ${String(row.rss).padStart(12)} | ${String(row.heap).padStart(12)} | ${row.pageCache.padStart(21)} | ${row.load}`,
    );
    Object.assign(stats, {
      requests: 0,
      errors: 0,
      intended503: 0,
      outageWhileUp: 0,
      busy: 0,
      limited: 0,
      latencies: [],
    });
  }
  await Promise.all(workers);
  await chaos;
  const total = minutes.reduce((sum, row) => sum + row.errors, 0);
  const falseOutages = minutes.reduce((sum, row) => sum + row.outageWhileUp, 0);
  // A figure after warm-up (minute 2) and at the end, and the growth between them.
  /** @param {'rss' | 'heap'} field */
  const growth = (field) => {
    const warm = minutes[Math.min(1, minutes.length - 1)]?.[field] ?? NaN;
    const last = minutes.at(-1)?.[field] ?? NaN;
    return `${warm} MB after warm-up (minute 2), ${last} MB at the end (${(((last - warm) / warm) * 100).toFixed(1)} %)`;
  };
  console.log(
    `errors beyond the intended 503s: ${total}${stats.firstErrors.length ? ` (first: ${stats.firstErrors.join('; ')})` : ''}`,
  );
  console.log(`statuses: ${JSON.stringify(Object.fromEntries(stats.statuses))}`);
  console.log(
    `503s for the platform while it was up (${RECOVERY_GRACE_MS / 1000} s after a return on): ${falseOutages}; 503 busy: ${minutes.reduce((sum, row) => sum + row.busy, 0)}`,
  );
  console.log(`front RSS: ${growth('rss')}`);
  console.log(`heap used${memory?.afterFullGc ? ' after a full collection (live heap)' : ''}: ${growth('heap')}`);
  if (CHAOS)
    console.log(
      `normal pages again after the platform's return: ${recoveries.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')}`,
    );
  // A 500 is our bug: what the front server logged last says where to look.
  if ([...stats.statuses.keys()].some((status) => status === 500 || status === 5999))
    console.log(`the front server's last output:\n${front.output()}`);
  if (front.exit()) console.log(`the front server ${front.exit()} during the run`);
  await platform.stop();
  await stopAll();
}

main().catch(async (error) => {
  console.error(error);
  await stopAll();
  process.exit(1);
});
