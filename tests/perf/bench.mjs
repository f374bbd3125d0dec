#!/usr/bin/env node
// `npm run bench` (docs/decisions/0007, 0009 and 0067; not part of `npm test`): server throughput, latency,
// scale and memory, printed and written to docs/performance.md. Builds first when there is no production build.
//
// For each scale of seeded articles it starts a reference platform that adds 20 ms to every call
// (PLATFORM_LATENCY_MS) and runs wrk (tests/perf/lib/wrk.mjs: C, one thread, 50 connections, asking
// for gzip) against home and a news article in four set-ups, side by side:
//   (a) nginx (one worker) serving the same HTML as a static file with gzip_static: the physical
//       limit of serving those bytes here
//   (b) one front server (server/main.mjs) on page-cache hits
//   (c) two front servers sharing Redis, behind nginx's micro-cache (deploy/nginx.conf.template)
//   (d) one front server with PAGE_CACHE=off and one render worker: every request rendered (the path before the page cache of docs/decisions/0009)
//   (e) the same with two render workers (docs/decisions/0087): how renders scale with workers
// (d) and (e) are loaded as 200 readers behind a trusted proxy (an X-Forwarded-For each, in turn):
// the admission shares render slots fairly between addresses (decision 0080), so wrk's one address
// would measure that fairness, every request past its share answered busy, not the renders.
// The CPU per request counts the primary and its render workers (the server's child processes).
// Beside each row, the generator's own ceiling: wrk against nginx serving a two-byte file, measured
// just before the row. A row near that ceiling measured wrk, not the server.
// It also times the cold render of article pages (first request of each, a cache MISS) and reads
// every instance's peak RSS (VmHWM) from /proc.
//
// Each row is measured BENCH_RUNS times (3) after an unmeasured warm-up of BENCH_WARMUP_SECONDS (5)
// against the same servers (a production server is warm: the first seconds of a fresh process
// are JIT and first renders, not its throughput); the report gives every run with the machine's
// 1-minute load average when it started, and the median of the runs, which the ratios use. On a
// shared machine, read the medians and the load beside them.
//
//   BENCH_SECONDS=5 BENCH_RUNS=1 BENCH_SCALES=1000  a quick run (defaults 20, 3 and 1000,100000)
//   BENCH_SETUPS=a,b                                 only these set-ups (default a,b,c,d,e)
//   PERF_WEB_PORTS=3204,3214,8204 PERF_PLATFORM_PORTS=4204,6384  ports (tests/perf/lib/servers.mjs)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { nginxBinary, startNginx } from './lib/nginx.mjs';
import { BASE_PATH, startFront, startPlatform, startRedis, stopAll } from './lib/servers.mjs';
import { runWrk, wrkBinary } from './lib/wrk.mjs';
import { cpuSeconds } from './lib/cpu.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = 50;
const LATENCY_MS = 20;
const SCALES = (process.env.BENCH_SCALES ?? '1000,100000').split(',').map(Number);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const SETUP_NAMES = new Set((process.env.BENCH_SETUPS ?? 'a,b,c,d,e').split(','));
/** Seconds of the generator-ceiling run before each row. */
const CEILING_SECONDS = Math.min(5, SECONDS);
const PAGES = [
  { name: 'home', path: '/home.html' },
  { name: 'news article', path: '/newsDetail/1/1000.html' },
];

function ensureBuild() {
  if (existsSync('.next/BUILD_ID')) return;
  console.log('no production build: running next build…');
  const build = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('next build failed');
}

/**
 * @typedef {keyof typeof SETUPS} SetupName
 * @typedef {Awaited<ReturnType<typeof runWrk>> & { load1: number, cpuUs: number }} Run one measured run and the machine's load
 * @typedef {{ scale: number, page: string, setup: SetupName, runs: Run[], rps: number, p50: number, p99: number, errors: number, load1: number, cpuUs: number, ceiling: number }} Row
 * @typedef {{ scale: number, setup: SetupName, instance: number, rssMb: number }} Peak
 * @typedef {{ scale: number, ms: number, count: number }} ColdRender
 */

/** @param {string} url @param {number} [duration] seconds @param {number} [readers] as that many readers (runWrk) */
function load(url, duration = SECONDS, readers) {
  return runWrk(url, { seconds: duration, connections: CONNECTIONS, readers });
}

/** The generator's ceiling now: wrk against nginx serving a two-byte file (tests/perf/lib/nginx.mjs). */
let ceilingOrigin = '';
async function ceiling() {
  if (!ceilingOrigin) return Number.NaN;
  return (await load(`${ceilingOrigin}/ok.txt`, CEILING_SECONDS)).rps;
}

/**
 * Peak RSS of a running process; NaN once it has exited (its /proc entry is gone).
 * @param {number} pid
 */
function peakRssMb(pid) {
  let status;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return Number.NaN;
  }
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/**
 * An instance that died under load must be reported, not read as if it were alive (the bench
 * crashed on its vanished /proc entry, and nginx had quietly served the survivor's answers).
 * @type {{ scale: number, setup: SetupName, instance: number, exit: string, last: string }[]}
 */
const deaths = [];
/**
 * @param {number} scale @param {SetupName} setup
 * @param {{ exit: () => string | null, output: () => string }[]} instances
 */
function checkAlive(scale, setup, instances) {
  instances.forEach((instance, index) => {
    const exit = instance.exit();
    if (!exit) return;
    const last = instance.output().trim().split('\n').slice(-12).join('\n');
    deaths.push({ scale, setup, instance: index + 1, exit, last });
    console.error(`  (${setup}) instance ${index + 1} ${exit} during the run; its last output:\n${last}`);
  });
}

function machine() {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  // nginx -v writes its version to stderr.
  const nginxVersion = spawnSync(nginxBinary(), ['-v'], { encoding: 'utf8' }).stderr.trim();
  const wrkVersion = spawnSync(wrkBinary(), ['-v'], { encoding: 'utf8' })
    .stdout.split('\n')[0]
    ?.replace(/\s*\[.*$/, '')
    .trim();
  return `${os.cpus().length} cores (${cpu}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}, Node ${process.version}, ${nginxVersion}, ${wrkVersion}`;
}

/** @param {number} n @param {number} [digits] */
const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

const SETUPS = {
  a: 'nginx gzip_static file',
  b: 'one instance, cache hits',
  c: 'two instances + nginx micro-cache',
  d: 'one instance, PAGE_CACHE=off, 1 render worker',
  e: 'one instance, PAGE_CACHE=off, 2 render workers',
};
/** The rendering set-ups, loaded as READERS readers behind a trusted proxy (runWrk's readers). */
const RENDERS = new Set(['d', 'e']);
const READERS = 200;
/** A front whose forwarded addresses are believed from this machine (wrk's readers). */
const BEHIND_PROXY = { TRUSTED_PROXIES: 'loopback' };
// Articles of column 1 nobody has read yet in this run (the seed files every tenth article there).
const COLD_ARTICLES = Array.from({ length: 10 }, (_, i) => `/newsDetail/1/${990 - i * 10}.html`);

/** @param {string} url */
async function timed(url) {
  const started = performance.now();
  try {
    const response = await fetch(url);
    await response.text();
    return { ms: performance.now() - started, cache: response.headers.get('x-cache'), status: response.status };
  } catch (error) {
    // fetch's TypeError says "fetch failed"; its cause says why (a refused or reset connection).
    const why = error instanceof Error ? (error.cause instanceof Error ? error.cause : error).message : String(error);
    console.error(`  ${url}: ${why}`);
    return { ms: Number.NaN, cache: null, status: 0 };
  }
}

/** NaN for no values (fmt prints n/a). @param {number[]} values */
const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? Number.NaN;
const loadAverage = () => os.loadavg()[0] ?? Number.NaN;

/**
 * Warm-up, then RUNS measured runs per page; one row per page with every run and their medians.
 * @param {Row[]} rows where the rows go @param {number} scale @param {SetupName} setup @param {string} base
 * @param {() => number[]} pids the processes that serve this set-up (their CPU per request is reported)
 */
async function measure(rows, scale, setup, base, pids) {
  // Renders come from many readers (the admission is fair per address, decision 0080); hits take no
  // slot, and the script's per-request Lua would lower wrk's own ceiling on the fast rows.
  const readers = RENDERS.has(setup) ? READERS : undefined;
  for (const page of PAGES) {
    if (WARMUP_SECONDS > 0) await load(base + page.path, WARMUP_SECONDS, readers);
    const generator = await ceiling();
    /** @type {Run[]} */
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const load1 = loadAverage();
      const cpuBefore = cpuSeconds(pids());
      const figures = await load(base + page.path, SECONDS, readers);
      const cpuUs = ((cpuSeconds(pids()) - cpuBefore) / figures.requests) * 1e6;
      runs.push({ ...figures, load1, cpuUs });
      console.log(
        `  (${setup}) ${page.name.padEnd(13)} run ${run + 1}: ${fmt(figures.rps, 1).padStart(8)} req/s  p50 ${fmt(figures.p50, 1)} ms  p99 ${fmt(figures.p99, 1)} ms  errors ${figures.errors}  server CPU ${fmt(cpuUs, 0)} µs/request  (load ${fmt(load1, 1)})`,
      );
    }
    const row = {
      scale,
      page: page.name,
      setup,
      runs,
      rps: median(runs.map((r) => r.rps)),
      p50: median(runs.map((r) => r.p50)),
      p99: median(runs.map((r) => r.p99)),
      errors: runs.reduce((sum, r) => sum + r.errors, 0),
      load1: median(runs.map((r) => r.load1)),
      cpuUs: median(runs.map((r) => r.cpuUs)),
      ceiling: generator,
    };
    rows.push(row);
    console.log(
      `  (${setup}) ${page.name.padEnd(13)} median: ${fmt(row.rps, 1)} req/s  p50 ${fmt(row.p50, 1)} ms  p99 ${fmt(row.p99, 1)} ms  server CPU ${fmt(row.cpuUs, 0)} µs/request  (generator ceiling ${fmt(generator, 0)} req/s)`,
    );
  }
}

async function main() {
  ensureBuild();
  /** @type {Row[]} */
  const rows = [];
  /** @type {Peak[]} */
  const peaks = [];
  /** @type {ColdRender[]} */
  const cold = [];
  // The generator's ceiling: nginx serving a two-byte file, up for the whole bench.
  const tiny = await startNginx({ files: { '/ok.txt': 'ok' } });
  ceilingOrigin = tiny.origin;
  const on = (/** @type {SetupName} */ setup) => SETUP_NAMES.has(setup);
  for (const scale of SCALES) {
    const seedStarted = Date.now();
    const platform = await startPlatform({ seedArticles: scale, env: { PLATFORM_LATENCY_MS: String(LATENCY_MS) } });
    console.log(`\n${scale} articles: platform seeded and up in ${((Date.now() - seedStarted) / 1000).toFixed(0)} s`);

    const uncached = await startFront({
      platformUrl: platform.url,
      env: { ...BEHIND_PROXY, PAGE_CACHE: 'off', RENDER_WORKERS: '1' },
    });
    /** @type {Record<string, string>} */
    const saved = {};
    for (const page of PAGES)
      for (let i = 0; i < 3; i += 1) saved[page.path] = await (await fetch(uncached.base + page.path)).text();
    if (on('d')) {
      await measure(rows, scale, 'd', uncached.base, uncached.pids);
      checkAlive(scale, 'd', [uncached]);
      peaks.push({ scale, setup: 'd', instance: 1, rssMb: peakRssMb(uncached.pid) });
    }
    await uncached.stop();

    if (on('e')) {
      const two = await startFront({
        platformUrl: platform.url,
        env: { ...BEHIND_PROXY, PAGE_CACHE: 'off', RENDER_WORKERS: '2' },
      });
      await measure(rows, scale, 'e', two.base, two.pids);
      checkAlive(scale, 'e', [two]);
      peaks.push({ scale, setup: 'e', instance: 1, rssMb: peakRssMb(two.pid) });
      await two.stop();
    }

    if (on('b')) {
      const one = await startFront({ platformUrl: platform.url });
      // Cold renders: the first request of an article nobody has read yet is rendered (x-cache MISS).
      const renders = [];
      for (const article of COLD_ARTICLES) renders.push(await timed(one.base + article));
      const missed = renders.filter((r) => r.cache === 'MISS');
      const render = { scale, ms: median(missed.map((r) => r.ms)), count: missed.length };
      cold.push(render);
      console.log(`  cold render of an article page (median of ${missed.length}): ${fmt(render.ms, 0)} ms`);
      for (const page of PAGES) await fetch(one.base + page.path);
      await measure(rows, scale, 'b', one.base, one.pids);
      checkAlive(scale, 'b', [one]);
      peaks.push({ scale, setup: 'b', instance: 1, rssMb: peakRssMb(one.pid) });
      await one.stop();
    }

    if (on('c')) {
      const redis = await startRedis();
      /** @type {Awaited<ReturnType<typeof startFront>>[]} */
      const pair = [];
      for (let i = 0; i < 2; i += 1)
        pair.push(await startFront({ platformUrl: platform.url, env: { REDIS_URL: redis.url } }));
      const proxy = await startNginx({ upstreams: pair.map((instance) => `127.0.0.1:${instance.port}`) });
      await measure(rows, scale, 'c', `${proxy.origin}${BASE_PATH}`, () => [
        ...proxy.pids(),
        ...pair.flatMap((instance) => instance.pids()),
      ]);
      checkAlive(scale, 'c', pair);
      pair.forEach((instance, index) =>
        peaks.push({ scale, setup: 'c', instance: index + 1, rssMb: peakRssMb(instance.pid) }),
      );
      await proxy.stop();
      await Promise.all(pair.map((instance) => instance.stop()));
      await redis.stop();
    }
    await platform.stop();

    // The same bytes as a file, per scale: home differs between scales.
    if (on('a')) {
      const nginx = await startNginx({ files: saved });
      await measure(rows, scale, 'a', nginx.origin, nginx.pids);
      await nginx.stop();
    }
    // Written after every scale: a later scale that fails keeps the figures of this one.
    writeReport(rows, peaks, cold);
  }
  await tiny.stop();
}

/** @param {Row[]} rows @param {Peak[]} peaks @param {ColdRender[]} cold */
function writeReport(rows, peaks, cold) {
  /** @param {number} scale @param {string} page @param {SetupName} setup */
  const find = (scale, page, setup) => rows.find((r) => r.scale === scale && r.page === page && r.setup === setup);
  /** @param {Row} r */
  const ratio = (r) => {
    const a = find(r.scale, r.page, 'a');
    return a && r.setup !== 'a' ? `${fmt(r.rps / a.rps, 2)}×` : '';
  };
  const lines = [
    '# Performance',
    '',
    `Latest \`npm run bench\` (tests/perf/bench.mjs): ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, on ${machine()}.`,
    `Load: wrk (one thread, C, on the same 2 cores as the servers), ${CONNECTIONS} connections asking for gzip, ${RUNS} runs of ${SECONDS} s per row after a ${WARMUP_SECONDS} s warm-up;`,
    `the reference platform adds ${LATENCY_MS} ms to every call. Figures are the medians of the runs; "load" is the machine's`,
    '1-minute load average (other work on this shared machine) when each run started, the median beside the figures.',
    '"generator ceiling" is wrk against nginx serving a two-byte file, measured just before the row: a row near it measured wrk.',
    '"server CPU" is the user + system CPU time of the serving processes (nginx master and workers, front instances) over the',
    "requests served (/proc): what a request costs the server, which moves far less with the neighbours' load than req/s does.",
    'Set-ups (decision 0009, 0016, 0067): (a) nginx (one worker) serving the same HTML as a static file with gzip_static; (b) one front',
    "server (server/main.mjs) on page-cache hits; (c) two front servers sharing Redis behind nginx's micro-cache (deploy/nginx.conf.template,",
    'without TLS, one worker); (d) one front server with PAGE_CACHE=off, every request rendered. "× a" is the ratio to (a) for the same page.',
    '',
    '## Throughput and latency',
    '',
    '| articles seeded | page | set-up | req/s | × a | p50 ms | p99 ms | errors | load | generator ceiling req/s | server CPU µs/request | runs (req/s, p99 ms, load) |',
    '|---:|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows.map(
      (r) =>
        `| ${r.scale.toLocaleString('en')} | ${r.page} | (${r.setup}) ${SETUPS[r.setup]} | ${fmt(r.rps, 1)} | ${ratio(r)} | ${fmt(r.p50, 1)} | ${fmt(r.p99, 1)} | ${r.errors} | ${fmt(r.load1, 1)} | ${fmt(r.ceiling, 0)} | ${fmt(r.cpuUs, 0)} | ${r.runs.map((run) => `${fmt(run.rps, 0)}, ${fmt(run.p99, 1)}, ${fmt(run.load1, 1)}`).join('; ')} |`,
    ),
    '',
    "## Ratios and targets (docs/decisions/0067: b ≥ 0.6× a with p99 ≤ 50 ms; c ≥ 0.9× a; and the page cache's b ≥ 5× d)",
    '',
  ];
  for (const scale of [...new Set(rows.map((r) => r.scale))]) {
    for (const page of PAGES) {
      const [a, b, c, d, e] = /** @type {SetupName[]} */ (['a', 'b', 'c', 'd', 'e']).map((setup) =>
        find(scale, page.name, setup),
      );
      const at = `${scale.toLocaleString('en')} articles, ${page.name}`;
      if (b && a)
        lines.push(
          `- ${at}: b/a = ${fmt(b.rps / a.rps, 2)}× (${fmt(b.rps, 0)} vs ${fmt(a.rps, 0)} req/s), b p99 ${fmt(b.p99, 1)} ms: ${b.rps >= 0.6 * a.rps && b.p99 <= 50 ? 'met' : 'NOT met'}; CPU per request a/b = ${fmt(a.cpuUs / b.cpuUs, 2)}× (${fmt(a.cpuUs, 0)} vs ${fmt(b.cpuUs, 0)} µs).`,
        );
      if (c && a)
        lines.push(
          `- ${at}: c/a = ${fmt(c.rps / a.rps, 2)}× (${fmt(c.rps, 0)} vs ${fmt(a.rps, 0)} req/s): ${c.rps >= 0.9 * a.rps ? 'met' : 'NOT met'}.`,
        );
      if (d && e && d.rps > 0)
        lines.push(
          `- ${at}: renders with 2 workers / 1 worker = ${fmt(e.rps / d.rps, 2)}× (${fmt(e.rps, 0)} vs ${fmt(d.rps, 0)} req/s, load ${fmt(e.load1, 1)} and ${fmt(d.load1, 1)}).`,
        );
      // A (d) run that answered nothing within its seconds measured no rate to compare with.
      if (b && d)
        lines.push(
          `- ${at}: b/d = ${fmt(b.rps / d.rps, 1)}× (${fmt(b.rps, 0)} vs ${fmt(d.rps, 0)} req/s): ${!(d.rps > 0) ? 'not measured' : b.rps >= 5 * d.rps ? 'met' : 'NOT met'}.`,
        );
    }
  }
  lines.push(
    '',
    '## Cold render',
    '',
    ...cold.map(
      (c) =>
        `- ${c.scale.toLocaleString('en')} articles: an article page nobody has read yet takes ${fmt(c.ms, 0)} ms to render and serve (median of ${c.count} first requests, platform calls at ${LATENCY_MS} ms included).`,
    ),
  );
  if (deaths.length) {
    lines.push(
      '',
      '## Instances that exited during a run',
      '',
      ...deaths.map(
        (d) =>
          `- ${d.scale.toLocaleString('en')} articles, (${d.setup}) instance ${d.instance} ${d.exit}; last output: \`${d.last.replaceAll('\n', ' ⏎ ').slice(0, 600)}\``,
      ),
    );
  }
  lines.push(
    '',
    '## Memory',
    '',
    ...peaks.map(
      (p) =>
        `- ${p.scale.toLocaleString('en')} articles, (${p.setup}) ${SETUPS[p.setup]}, instance ${p.instance}: peak RSS (VmHWM) ${fmt(p.rssMb, 0)} MB.`,
    ),
    '',
  );
  // Hand-written sections (the profile, bytes of a first visit) are kept below the generated part.
  const previous = existsSync('docs/performance.md') ? readFileSync('docs/performance.md', 'utf8') : '';
  const kept = previous.indexOf(HAND_WRITTEN);
  writeFileSync('docs/performance.md', lines.join('\n') + (kept === -1 ? '' : `\n${previous.slice(kept)}`));
  console.log(`\n${lines.join('\n')}\nwritten to docs/performance.md`);
}

/** The heading below which docs/performance.md is written by hand and kept by every run. */
const HAND_WRITTEN = '<!-- written by hand below: kept by npm run bench -->';

let code = 1;
try {
  await main();
  code = 0;
} catch (error) {
  console.error(`bench: ${error instanceof Error ? (error.stack ?? error) : error}`);
} finally {
  await stopAll();
}
process.exit(code);
