/**
 * Fault injection (PLATFORM_FAULTS=1), request counts, and answer recording (PLATFORM_RECORD).
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { makePlatform, dispose, request, get, call, tokenFor, tempDir } from './helpers.mjs';

const dir = tempDir();
const recordFile = path.join(dir, 'answers', 'record.jsonl');
/** @type {import('fastify').FastifyInstance} */ let app;
before(async () => ({ app } = await makePlatform({ dir, faults: true, recordFile, images: false })));
after(() => dispose(app, dir));

/** @param {Record<string, unknown>} rule */
async function fault(rule) {
  const r = await request(app, { method: 'POST', url: '/__faults', json: rule });
  assert.equal(r.http, 200, JSON.stringify(r.body));
  return r.body;
}
const counts = async () => (await request(app, { url: '/__faults/counts' })).body.counts;
const columns = () => get(app, '/app_if/getColumns');

test('status rules answer the envelope for the next K requests, then the call is normal again', async () => {
  await fault({ call: 'getColumns', status: 10111, message: 'token expired', count: 2 });
  assert.deepEqual((await columns()).body, { status: 10111, message: 'token expired' });
  assert.deepEqual((await columns()).body, { status: 10111, message: 'token expired' });
  assert.equal((await columns()).body.status, 0);
  await fault({ call: 'getColumns', status: 1, data: { list: [] } });
  assert.deepEqual((await columns()).body, { status: 1, message: '', data: { list: [] } });
});

test('rules queue in order; a rule names its service; DELETE clears them', async () => {
  assert.equal((await fault({ call: 'getColumns', status: 1004, message: 'auth invalid' })).queued, 1);
  assert.equal((await fault({ call: 'getColumns', garbage: true })).queued, 2);
  assert.equal((await columns()).body.status, 1004);
  const garbage = await columns();
  assert.equal(garbage.http, 200);
  assert.match(String(garbage.headers['content-type']), /^text\/html/);
  assert.equal(garbage.body, '<html>oops');
  assert.equal(garbage.headers['access-control-allow-origin'], '*', 'faulted answers still pass CORS');
  assert.equal((await columns()).body.status, 0);

  await fault({ call: 'getAdv', service: 'adv', status: -1, message: 'ad server down' });
  assert.deepEqual((await get(app, '/app_if/getAdv')).http, 404, 'service must match');
  assert.deepEqual((await get(app, '/adv/getAdv', { type: 1 })).body, { status: -1, message: 'ad server down' });
  await fault({ call: 'getColumns', status: 5, count: 3 });
  assert.equal((await request(app, { method: 'DELETE', url: '/__faults' })).body.ok, true);
  assert.equal((await columns()).body.status, 0);
});

test('delayMs waits and then answers normally; a bad rule is a 400', async () => {
  await fault({ call: 'getColumns', delayMs: 300 });
  const started = performance.now();
  assert.equal((await columns()).body.status, 0);
  assert.ok(performance.now() - started >= 290, 'delayed');
  for (const bad of [
    {},
    { call: 'x' },
    { call: 'x', status: 1, service: 'sso' },
    { call: 'x', status: 1, count: 0 },
    { call: 'x', delayMs: -5 },
  ]) {
    const r = await request(app, { method: 'POST', url: '/__faults', json: bad });
    assert.equal(r.http, 400, JSON.stringify(bad));
    assert.equal(r.body.status, -1);
  }
});

test('drop destroys the connection (over a real socket)', async () => {
  const served = await makePlatform({ dir, faults: true, images: false });
  const url = await served.app.listen({ port: 0, host: '127.0.0.1' });
  try {
    await fetch(`${url}/__faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ call: 'getConfig', drop: true }),
    });
    await assert.rejects(fetch(`${url}/app_if/getConfig?appID=1`), /fetch failed/);
    const ok = await fetch(`${url}/app_if/getConfig?appID=1`);
    assert.equal(/** @type {{status: number}} */ (await ok.json()).status, 0, 'only one request dropped');
  } finally {
    await served.app.close();
  }
});

test('counts every request per service/call, faulted or not; reset zeroes counts and rules', async () => {
  await request(app, { method: 'POST', url: '/__faults/reset' });
  assert.deepEqual(await counts(), {});
  await tokenFor(app); // cached from earlier tests: no request
  await request(app, { url: '/app_if/getAnonymousToken' });
  await fault({ call: 'getArticles', status: 10111 });
  await get(app, '/app_if/getArticles', { columnId: 1 });
  await get(app, '/app_if/getArticles', { columnId: 1 });
  await get(app, '/adv/getAdv', { type: 1 });
  await get(app, '/stat/records');
  await request(app, { method: 'OPTIONS', url: '/app_if/getArticles' });
  assert.deepEqual(await counts(), {
    'app_if/getAnonymousToken': 1,
    'app_if/getArticles': 2,
    'adv/getAdv': 1,
    'stat/records': 1,
  });
  await fault({ call: 'getArticles', status: 10111 });
  await request(app, { method: 'POST', url: '/__faults/reset' });
  assert.deepEqual(await counts(), {});
  assert.equal((await get(app, '/app_if/getArticles', { columnId: 1 })).body.status, 0, 'rules are gone too');
});

test('without PLATFORM_FAULTS the control paths are 404s', async () => {
  const plain = await makePlatform({ dir, images: false });
  for (const [method, url] of /** @type {const} */ ([
    ['POST', '/__faults'],
    ['GET', '/__faults/counts'],
    ['POST', '/__faults/expire-tokens'],
    ['POST', '/__faults/member-token'],
  ])) {
    assert.equal((await request(plain.app, { method, url, json: {} })).http, 404, url);
  }
  await plain.app.close();
});

test('PLATFORM_RECORD appends one line per app_if/adv answer, without faults or stat', async () => {
  fs.rmSync(recordFile, { force: true });
  await get(app, '/app_if/getColumn', { columnId: 2 });
  await get(app, '/app_if/getColumn', { columnId: 999 });
  await request(app, { url: '/app_if/getColumns' }); // no token: 10111, still an answer
  await get(app, '/adv/getAdv', { type: 1 });
  await get(app, '/stat/records');
  await fault({ call: 'getColumn', status: 10111 });
  await get(app, '/app_if/getColumn', { columnId: 2 });
  const lines = fs
    .readFileSync(recordFile, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  assert.deepEqual(
    lines.map((l) => [l.service, l.call, l.status]),
    [
      ['app_if', 'getColumn', 0],
      ['app_if', 'getColumn', -1],
      ['app_if', 'getColumns', 10111],
      ['adv', 'getAdv', 0],
    ],
  );
  assert.deepEqual(Object.keys(lines[0]), ['service', 'call', 'status', 'data']);
  assert.equal(lines[0].data.columnName, '本地');
  assert.equal(lines[1].data, null);
  assert.equal(lines[3].data.list[0].type, 1);
});

test('PLATFORM_LATENCY_MS delays every service call, not media or health', async () => {
  const slow = await makePlatform({ images: false, latencyMs: 2_000 });
  try {
    // Order, not a stopwatch: health answers while a service call started before it still waits.
    let serviceAnswered = false;
    const service = call(slow.app, 'getConfig', { appID: 1 }).then(() => (serviceAnswered = true));
    await slow.app.inject({ method: 'GET', url: '/health' });
    assert.equal(serviceAnswered, false, 'health answers at once, the service call waits');
    await service;
  } finally {
    await dispose(slow.app, slow.dir);
  }
});
