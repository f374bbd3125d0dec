// docs/decisions/0080: the last ways round the body rules of decision 0040. `/_next/static/`
// anywhere in an address (its query included) skipped admission and every body limit; and a body
// that came fast at first could trickle for half an hour, its average counted from the start.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { createFront, isStaticAsset } from '../front.mjs';
import { createPageCache } from '../pageCache.mjs';
import { createAdmission } from '../admission.mjs';
import { readBody } from '../requestBody.mjs';
import { twoServers } from './support/twoServers.mjs';
import { portOf } from './support/ports.mjs';

/** Stands in for Next: answers once it has read the whole body; `/hold` answers only when told. */
/** @type {http.ServerResponse[]} */
const held = [];
/** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
const handle = (req, res) => {
  if (req.url?.includes('/hold')) return void held.push(res);
  let size = 0;
  req.on('data', (/** @type {Buffer} */ chunk) => (size += chunk.length));
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ received: size }));
  });
};
const internal = http.createServer((req, res) => res.end('<html>page</html>'));
const admission = createAdmission({ maxActive: 1, maxQueue: 0, maxWaitMs: 0 });
const front = createFront({
  handle,
  internalPort: () => portOf(internal),
  cache: createPageCache({ maxBytes: 1 << 20 }),
  freshMs: 60_000,
  staleMs: 60_000,
  enabled: true,
  admission,
  basePath: '/wap/touch',
  body: { idleMs: 400, minBytesPerSecond: 1024, rateWindowMs: 1000, maxBytes: 1 << 20, memoryBytes: 16 * 1024 },
});
const server = http.createServer((req, res) => void front(req, res));
const { get } = twoServers(internal, server);

/**
 * A raw request: its headers, then `first` bytes of body, then a byte every `everyMs`; resolves with what came back once closed.
 * @param {string} path @param {{ first?: number, everyMs?: number }} [o]
 * @returns {Promise<{ answer: string, ms: number }>}
 */
function trickle(path, { first = 1, everyMs = 2_000 } = {}) {
  const socket = net.connect({ host: '127.0.0.1', port: portOf(server) });
  socket.on('error', () => {});
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk));
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/octet-stream\r\nContent-Length: 1000000\r\n\r\n`,
  );
  socket.write(Buffer.alloc(first, 7));
  const drip = setInterval(() => socket.writable && socket.write('x'), everyMs);
  const started = Date.now();
  return new Promise((resolve) =>
    socket.on('close', () => {
      clearInterval(drip);
      resolve({ answer, ms: Date.now() - started });
    }),
  );
}

test('a static file is matched by its path only: a query or a `..` naming /_next/static/ is admitted like any request', async () => {
  // The one slot is taken: whatever is admitted now is answered busy.
  const holder = get('/wap/touch/api/hold');
  await sleep(50);
  assert.equal(admission.active, 1);
  assert.equal(
    (await get('/wap/touch/_next/static/chunks/app-4f2a.js')).status,
    200,
    'a file of the build needs no slot',
  );
  for (const path of [
    '/wap/touch/api/analytics/serverTime?x=/_next/static/',
    '/wap/touch/_next/static/../api/analytics/serverTime',
    '/wap/touch/_next/static/%2e%2e/api/analytics/serverTime',
    '/wap/touch/api/_next/static/x.js',
  ]) {
    assert.equal((await get(path)).status, 503, `${path}: admitted, so answered busy`);
  }
  held.splice(0).forEach((res) => res.end());
  await holder;
});

test('bodies sent to an address naming /_next/static/ are read under the body rules (408), not passed on', async () => {
  const answers = await Promise.all([
    trickle('/wap/touch/api/comments?x=/_next/static/'),
    trickle('/wap/touch/_next/static/chunks/app.js'),
  ]);
  for (const { answer, ms } of answers) {
    assert.match(answer, /^HTTP\/1\.1 408 /, 'cut as too slow');
    assert.ok(ms < 3_000, `cut within the idle time and a check (${ms} ms)`);
  }
});

test('isStaticAsset: GET or HEAD without a body, a path under {basePath}/_next/static/', () => {
  const req = (/** @type {string} */ method, /** @type {string} */ url, headers = {}) =>
    /** @type {http.IncomingMessage} */ (/** @type {unknown} */ ({ method, url, headers }));
  assert.equal(
    isStaticAsset(req('GET', '/wap/touch/_next/static/chunks/app/%5B%5B...params%5D%5D/page-9.js'), '/wap/touch'),
    true,
  );
  assert.equal(isStaticAsset(req('HEAD', '/wap/touch/_next/static/css/a.css?v=1'), '/wap/touch'), true);
  assert.equal(isStaticAsset(req('POST', '/wap/touch/_next/static/css/a.css'), '/wap/touch'), false);
  assert.equal(
    isStaticAsset(req('GET', '/wap/touch/_next/static/a.css', { 'content-length': '5' }), '/wap/touch'),
    false,
  );
  assert.equal(isStaticAsset(req('GET', '/_next/static/a.css'), '/wap/touch'), false);
  assert.equal(isStaticAsset(req('GET', '/wap/touch/_next/static/'), '/wap/touch'), false);
  assert.equal(isStaticAsset(req('GET', '/wap/touch/_next/static/a/..'), '/wap/touch'), false);
  assert.equal(isStaticAsset(req('GET', '/wap/touch/_next/static/a%2F..%2F..%2Fapi'), '/wap/touch'), false);
});

test("a burst and then a trickle is cut once the latest window is too slow, not after the burst's average runs down", async () => {
  // 64 KB at once, then a byte every 150 ms: under the idle time, and on average from the start
  // above 1 KB/s for a minute. Over the last second it is 7 bytes a second.
  const { answer, ms } = await trickle('/wap/touch/api/uploads', { first: 64 * 1024, everyMs: 150 });
  assert.match(answer, /^HTTP\/1\.1 408 [^]*"code":"requestTimeout"/);
  assert.ok(ms < 3_000, `cut after about one window (${ms} ms)`);
});

test('a reader whose upload slows for a moment and goes on is not cut', async () => {
  const req = new http.IncomingMessage(/** @type {any} */ (new net.Socket()));
  req.headers = { 'content-length': String(40 * 1024) };
  const read = readBody(req, {
    idleMs: 400,
    minBytesPerSecond: 1024,
    rateWindowMs: 1000,
    maxBytes: 1 << 20,
    memoryBytes: 1 << 20,
  });
  const settled = read.then(
    () => 'read',
    (error) => error.message,
  );
  // 8 KB pieces 150 ms apart, a pause of 350 ms (under the idle time) after the second, then on.
  for (const pause of [150, 350, 150, 150, 150]) {
    req.emit('data', Buffer.alloc(8 * 1024, 1));
    await sleep(pause);
  }
  req.emit('end');
  assert.equal(await settled, 'read');
  let size = 0;
  for await (const chunk of await read) size += chunk.length;
  assert.equal(size, 40 * 1024);
});
