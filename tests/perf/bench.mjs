#!/usr/bin/env node
// `npm run bench` (issue 7; not part of `npm test`): server throughput, latency, scale and memory,
// printed and written to docs/performance.md. Builds first when there is no production build.
//
// For 1,000 and then 100,000 seeded articles it starts a reference platform that adds 20 ms to
// every call (PLATFORM_LATENCY_MS) and `next start`, then runs autocannon (50 connections, 20 s)
// against home and a news article: requests per second, p50/p99 latency, errors. The same HTML,
// saved and served as a static file by nginx (Debian's package, installed when missing), gives
// the physical limit of serving that page on this machine; the report gives the ratio.
// The Next server's peak RSS (VmHWM) under that load is read from /proc.
//
//   BENCH_SECONDS=5 BENCH_SCALES=1000  a quick run (defaults 20 and 1000,100000)
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { freePort, startNext, startPlatform, stopAll, tempDir } from './lib/servers.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = 50;
const LATENCY_MS = 20;
const SCALES = (process.env.BENCH_SCALES ?? '1000,100000').split(',').map(Number);
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

function nginxBinary() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(candidate)) return candidate;
  if (process.getuid?.() !== 0) throw new Error('nginx is missing: apt-get install -y nginx-light (as root), then run again');
  console.log('installing nginx from Debian’s packages…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], { stdio: 'inherit', env });
  if (install.status !== 0 || !existsSync('/usr/sbin/nginx')) throw new Error('could not install nginx');
  return '/usr/sbin/nginx';
}

/** nginx serving `files` ({urlPath: html}) from a temp root on a free port; returns its origin and a stop. */
async function startNginx(files) {
  const binary = nginxBinary();
  const root = tempDir('bench-nginx-');
  // nginx's workers drop root: the (0700) temp folder must be readable by them.
  chmodSync(root, 0o755);
  for (const [urlPath, html] of Object.entries(files)) {
    const file = path.join(root, 'www', urlPath);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
  const port = await freePort('web');
  const conf = path.join(root, 'nginx.conf');
  // One worker per core, as a production nginx would run; logs off so disk is not measured.
  writeFileSync(conf, `worker_processes auto; pid ${root}/nginx.pid; error_log ${root}/error.log; daemon off;
events { worker_connections 1024; }
http { access_log off; default_type text/html; charset utf-8; keepalive_requests 100000;
  client_body_temp_path ${root}/tmp; proxy_temp_path ${root}/tmp; fastcgi_temp_path ${root}/tmp; uwsgi_temp_path ${root}/tmp; scgi_temp_path ${root}/tmp;
  server { listen 127.0.0.1:${port}; root ${root}/www; location / { try_files $uri =404; } } }\n`);
  mkdirSync(path.join(root, 'tmp'));
  const child = spawn(binary, ['-c', conf, '-p', root], { stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`${origin}${Object.keys(files)[0]}`)).ok) break;
    } catch {
      // not yet listening
    }
    await sleep(100);
  }
  return { origin, stop: () => child.kill('SIGQUIT') };
}

async function load(url) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

function peakRssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

function machine() {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  // nginx -v writes its version to stderr.
  const nginxVersion = spawnSync(nginxBinary(), ['-v'], { encoding: 'utf8' }).stderr.trim();
  return `${os.cpus().length} cores (${cpu}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}, Node ${process.version}, ${nginxVersion}`;
}

const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

async function main() {
  ensureBuild();
  const rows = [];
  const peaks = [];
  for (const scale of SCALES) {
    const seedStarted = Date.now();
    const platform = await startPlatform({ seedArticles: scale, env: { PLATFORM_LATENCY_MS: String(LATENCY_MS) } });
    console.log(`\n${scale} articles: platform seeded and up in ${((Date.now() - seedStarted) / 1000).toFixed(0)} s`);
    const web = await startNext({ platformUrl: platform.url });
    const saved = {};
    for (const page of PAGES) {
      for (let i = 0; i < 5; i += 1) saved[page.path] = await (await fetch(web.base + page.path)).text();
      const figures = await load(web.base + page.path);
      rows.push({ scale, page: page.name, server: 'next', ...figures });
      console.log(`  next  ${page.name.padEnd(13)} ${fmt(figures.rps, 1).padStart(8)} req/s  p50 ${figures.p50} ms  p99 ${figures.p99} ms  errors ${figures.errors}`);
    }
    peaks.push({ scale, rssMb: peakRssMb(web.pid) });
    await web.stop();
    await platform.stop();
    if (scale === SCALES[0]) {
      const nginx = await startNginx(saved);
      for (const page of PAGES) {
        const figures = await load(nginx.origin + page.path);
        rows.push({ scale, page: page.name, server: 'nginx (static copy)', ...figures });
        console.log(`  nginx ${page.name.padEnd(13)} ${fmt(figures.rps, 1).padStart(8)} req/s  p50 ${figures.p50} ms  p99 ${figures.p99} ms  errors ${figures.errors}`);
      }
      nginx.stop();
    }
  }
  writeReport(rows, peaks);
}

function writeReport(rows, peaks) {
  const find = (scale, page, server) => rows.find((r) => r.scale === scale && r.page === page && r.server === server);
  const lines = [
    '# Performance',
    '',
    `Latest \`npm run bench\` (tests/perf/bench.mjs): ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, on ${machine()}.`,
    `Load: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per row, against \`next start\` of the production build; the reference`,
    `platform adds ${LATENCY_MS} ms to every call. The machine is shared and noisy: read ratios, not absolute figures.`,
    '',
    '## Throughput and latency',
    '',
    '| articles seeded | page | server | req/s | p50 ms | p99 ms | errors |',
    '|---:|---|---|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.scale.toLocaleString('en')} | ${r.page} | ${r.server} | ${fmt(r.rps, 1)} | ${r.p50} | ${r.p99} | ${r.errors} |`),
    '',
    '## Ratios',
    '',
  ];
  for (const page of PAGES) {
    const small = find(SCALES[0], page.name, 'next');
    const nginx = find(SCALES[0], page.name, 'nginx (static copy)');
    if (small && nginx) lines.push(`- ${page.name}: Next serves ${fmt((small.rps / nginx.rps) * 100, 1)} % of what nginx serves of the same HTML as a static file (${fmt(small.rps, 0)} vs ${fmt(nginx.rps, 0)} req/s).`);
    const large = SCALES[1] !== undefined ? find(SCALES[1], page.name, 'next') : undefined;
    if (small && large) lines.push(`- ${page.name}: at ${SCALES[1].toLocaleString('en')} articles, ${fmt(large.rps / small.rps, 2)}× the requests per second of ${SCALES[0].toLocaleString('en')} (p99 ${large.p99} vs ${small.p99} ms).`);
  }
  lines.push('', '## Memory', '', ...peaks.map((p) => `- Next server peak RSS (VmHWM) with ${p.scale.toLocaleString('en')} articles, through both loads: ${fmt(p.rssMb, 0)} MB.`), '');
  writeFileSync('docs/performance.md', lines.join('\n'));
  console.log(`\n${lines.join('\n')}\nwritten to docs/performance.md`);
}

let code = 1;
try {
  await main();
  code = 0;
} catch (error) {
  console.error(`bench: ${error.stack ?? error}`);
} finally {
  await stopAll();
}
process.exit(code);
