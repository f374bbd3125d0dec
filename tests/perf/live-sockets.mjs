#!/usr/bin/env node
// Live push benchmark (docs/decisions/0019; not a timed test): a reference platform in its own process holds
// SOCKETS open websockets, each pinging as a page does and following one live; the editor posts
// PUSHES reports, and each push's fan-out time is measured from the editor's request to the moment
// each socket has the report. Prints p50/p99 over every delivery and the platform's memory per
// socket (RSS growth over the sockets, after a GC-settling pause).
//   node tests/perf/live-sockets.mjs            (npm run bench:live)
//   SOCKETS=1000 PUSHES=20 BENCH_PLATFORM_PORT=4490
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { WebSocket } from 'ws';
import { launchPlatform } from '../../platform/launch.mjs';

const SOCKETS = Number(process.env.SOCKETS ?? 1000);
const PUSHES = Number(process.env.PUSHES ?? 20);
const PORT = Number(process.env.BENCH_PLATFORM_PORT ?? 4490);
const LIVE_ID = 1004;
const EDITOR_TOKEN = 'bench-live-editor-token';
const base = `http://127.0.0.1:${PORT}`;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'live-bench-'));

// platform/launch.mjs ends the platform when this script exits; the database goes with it.
process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
const platform = await launchPlatform({
  port: PORT,
  db: path.join(dir, 'bench.db'),
  seedArticles: 200,
  env: { PLATFORM_EDITOR_TOKEN: EDITOR_TOKEN, PLATFORM_LIVE_TICK_MS: '0' },
  echoErrors: true,
});

/** The platform's resident memory in bytes (Linux). */
const rss = () =>
  Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${platform.pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

// The platform's envelope (docs/platform-api.md); printed whole when it has no token.
const tokenAnswer = /** @type {{ data?: { token?: string } }} */ (
  await (await fetch(`${base}/app_if/getAnonymousToken?device=live-bench`)).json()
);
const token = tokenAnswer.data?.token;
if (!token) throw new Error(`no token: ${JSON.stringify(tokenAnswer)}`);

await sleep(1000);
const before = rss();

/** @type {{ws: WebSocket, got: Map<number, number>}[]} */
const clients = [];
const opened = performance.now();
for (let i = 0; i < SOCKETS; i += 100) {
  await Promise.all(
    Array.from(
      { length: Math.min(100, SOCKETS - i) },
      () =>
        new Promise((resolve, reject) => {
          const ws = new WebSocket(`ws://127.0.0.1:${PORT}/ws/${token}`);
          const client = { ws, got: new Map() };
          ws.on('message', (data) => {
            const message = JSON.parse(String(data));
            if (message.type === 'live_reporting') client.got.set(message.data.report.fileId, performance.now());
            if (message.type === 'live_status_subscribe') resolve(undefined);
          });
          ws.once('open', () => {
            ws.send(JSON.stringify({ type: 'ping' }));
            ws.send(JSON.stringify({ type: 'subscribe', data: { id: LIVE_ID } }));
          });
          ws.once('error', reject);
          clients.push(client);
        }),
    ),
  );
}
const openMs = performance.now() - opened;
await sleep(1500);
const after = rss();

// Every socket pings (as a page does every 60 s), all at once: the platform answers each.
const pings = performance.now();
let pongs = 0;
await Promise.all(
  clients.map(
    ({ ws }) =>
      new Promise((resolve) => {
        const onPong = (/** @type {Buffer} */ data) => {
          if (JSON.parse(String(data)).type !== 'ping') return;
          ws.off('message', onPong);
          pongs++;
          resolve(undefined);
        };
        ws.on('message', onPong);
        ws.send(JSON.stringify({ type: 'ping' }));
      }),
  ),
);
const pingMs = performance.now() - pings;

/** @type {number[]} */
const deliveries = [];
for (let i = 0; i < PUSHES; i++) {
  const sent = performance.now();
  const res = await fetch(`${base}/editor/lives/${LIVE_ID}/reports`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${EDITOR_TOKEN}` },
    body: JSON.stringify({ user: '压测', content: `第 ${i + 1} 条压测报道` }),
  });
  // The editor API's answer to a new report (platform/routes/live-editor.mjs).
  const { report } = /** @type {{ report: { fileId: number } }} */ (await res.json());
  const deadline = Date.now() + 10_000;
  while (clients.some((c) => !c.got.has(report.fileId)) && Date.now() < deadline) await sleep(5);
  for (const c of clients) {
    const at = c.got.get(report.fileId);
    if (at !== undefined) deliveries.push(at - sent);
  }
}

const sorted = deliveries.sort((a, b) => a - b);
const pct = (/** @type {number} */ p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
console.log(
  `live push bench: ${SOCKETS} sockets opened in ${openMs.toFixed(0)} ms; ${pongs} pings answered in ${pingMs.toFixed(0)} ms`,
);
console.log(
  `fan-out of ${PUSHES} reports to ${SOCKETS} sockets: ${deliveries.length}/${PUSHES * SOCKETS} delivered, p50 ${pct(50).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms, max ${pct(100).toFixed(1)} ms`,
);
console.log(
  `platform memory: ${(before / 1048576).toFixed(1)} MB before, ${(after / 1048576).toFixed(1)} MB with the sockets: ${((after - before) / SOCKETS / 1024).toFixed(1)} KB per socket`,
);
for (const { ws } of clients) ws.terminate();
process.exit(deliveries.length === PUSHES * SOCKETS ? 0 : 1);
