// The front server's health endpoints (server/health.mjs, README "Stop, restart, logs,
// troubleshooting"): live while the process answers, ready while Next is loaded and the platform
// answers its config call. Through the real front server (frontServer.mjs) against a real HTTP
// stand-in for the platform.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { createFrontServer } from '../frontServer.mjs';
import { connectionLimits } from '../connectionLimits.mjs';
import { createHealth } from '../health.mjs';

/**
 * A platform that answers getConfig as told: 'up' (the designed envelope), 'bare' (the older gateway's
 * config), 'refusing' (status 1), 'garbage' (not JSON), 'broken' (HTTP 500) or 'silent'.
 */
async function platformStandIn() {
  const state = { mode: 'up', calls: 0 };
  const server = http.createServer((req, res) => {
    state.calls += 1;
    if (!req.url?.startsWith('/app_if/getConfig?appID=1&siteId=1')) return res.writeHead(404).end();
    if (state.mode === 'silent') return; // never answers
    if (state.mode === 'broken') return res.writeHead(500).end('oops');
    res.writeHead(200, { 'content-type': 'application/json' });
    if (state.mode === 'garbage') return res.end('<html>a proxy error page</html>');
    if (state.mode === 'bare') return res.end(JSON.stringify({ siteName: 'a site', columns: [] }));
    res.end(JSON.stringify({ status: state.mode === 'up' ? 0 : 1, data: {} }));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { state, url: `http://127.0.0.1:${port}`, close: () => (server.closeAllConnections(), server.close()) };
}

/**
 * The front server with the health endpoints; every other request reaches `front`, which fails the test.
 * @param {ReturnType<typeof createHealth>} health
 */
async function frontWith(health) {
  const server = createFrontServer({
    front: (req, res) => {
      res.writeHead(418).end();
      throw new Error(`a health request reached the page path: ${req.url}`);
    },
    trusted: new Set(),
    limits: connectionLimits({}),
    basePath: '/wap/touch',
    health,
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    /** @param {string} path @param {string} [method] */
    async ask(path, method = 'GET') {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, { method });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
    },
    close: () => (server.closeAllConnections(), server.close()),
  };
}

test('live answers 200 without asking the platform; ready answers 200 while the platform answers', async (t) => {
  const platform = await platformStandIn();
  t.after(platform.close);
  const front = await frontWith(
    createHealth({ platformUrl: platform.url, appId: 1, siteId: 1, nextLoaded: () => true }),
  );
  t.after(front.close);

  const live = await front.ask('/health/live');
  assert.equal(live.status, 200);
  assert.equal(live.body.status, 'live');
  assert.equal(live.headers.get('cache-control'), 'no-store');
  assert.equal(platform.state.calls, 0);

  const ready = await front.ask('/health/ready');
  assert.equal(ready.status, 200);
  assert.deepEqual(ready.body, { status: 'ready', next: 'loaded', platform: 'up' });
  assert.equal(platform.state.calls, 1);
  await front.ask('/health/ready');
  assert.equal(platform.state.calls, 1, 'an answer of up is kept a moment');
  assert.equal((await front.ask('/health/ready', 'HEAD')).status, 200);
  assert.equal((await front.ask('/health/ready', 'POST')).status, 405);
});

test('ready answers 200 to any platform that answers JSON: a bare config (the older gateway) or a refusal with a status', async (t) => {
  const platform = await platformStandIn();
  t.after(platform.close);
  let clock = 0;
  const front = await frontWith(
    createHealth({ platformUrl: platform.url, appId: 1, siteId: 1, nextLoaded: () => true, now: () => clock }),
  );
  t.after(front.close);
  for (const mode of ['bare', 'refusing']) {
    platform.state.mode = mode;
    clock += 10_000;
    const ready = await front.ask('/health/ready');
    assert.equal(ready.status, 200, mode);
    assert.equal(ready.body.platform, 'up', mode);
  }
});

test('ready answers 503 with the reason when the platform refuses, fails or is gone, and 200 again once it answers', async (t) => {
  const platform = await platformStandIn();
  t.after(platform.close);
  let clock = 0;
  const front = await frontWith(
    createHealth({ platformUrl: platform.url, appId: 1, siteId: 1, nextLoaded: () => true, now: () => clock }),
  );
  t.after(front.close);

  platform.state.mode = 'garbage';
  let ready = await front.ask('/health/ready');
  assert.equal(ready.status, 503);
  assert.deepEqual(ready.body, {
    status: 'not ready',
    next: 'loaded',
    platform: 'down',
    problem: 'the platform answered something other than JSON',
  });

  platform.state.mode = 'broken';
  assert.equal((await front.ask('/health/ready')).body.problem, 'the platform answered HTTP 500');

  platform.state.mode = 'up';
  ready = await front.ask('/health/ready');
  assert.equal(ready.status, 200, 'a verdict of down is not kept');

  platform.close();
  clock += 1_000;
  ready = await front.ask('/health/ready');
  assert.equal(ready.status, 503);
  assert.equal(ready.body.problem, 'the platform is unreachable');
  assert.equal((await front.ask('/health/live')).status, 200, 'live does not depend on the platform');
});

test('a platform that does not answer: ready says so after its 2 s wait', async (t) => {
  const platform = await platformStandIn();
  t.after(platform.close);
  platform.state.mode = 'silent';
  const front = await frontWith(
    createHealth({ platformUrl: platform.url, appId: 1, siteId: 1, nextLoaded: () => true }),
  );
  t.after(front.close);
  const started = Date.now();
  const ready = await front.ask('/health/ready');
  assert.equal(ready.status, 503);
  assert.equal(ready.body.problem, 'the platform did not answer within 2000 ms');
  assert.ok(Date.now() - started < 3_000);
});

test('ready is 503 while Next is still loading, without asking the platform', async (t) => {
  const platform = await platformStandIn();
  t.after(platform.close);
  const front = await frontWith(
    createHealth({ platformUrl: platform.url, appId: 1, siteId: 1, nextLoaded: () => false }),
  );
  t.after(front.close);
  const ready = await front.ask('/health/ready');
  assert.equal(ready.status, 503);
  assert.equal(ready.body.next, 'loading');
  assert.equal(platform.state.calls, 0);
});

test('other paths under /health are pages as usual', () => {
  const handled = createHealth({
    platformUrl: 'http://127.0.0.1:9',
    appId: 1,
    siteId: 1,
    nextLoaded: () => true,
  }).handle(/** @type {any} */ ({ url: '/health/other', method: 'GET' }), /** @type {any} */ ({}));
  assert.equal(handled, false);
});
