/**
 * One address misbehaves in every way the outside tester tried at once (docs/decisions/0040):
 * slow clients trickling request bodies, invented query values meant to flush the page cache, and
 * live sockets looping subscribe messages. Meanwhile a well-behaved reader from another address
 * opens uncached articles and posts to our API: none of it may be the busy page, and the figures
 * (the reader's latencies) are printed for docs/reliability.md. Bounded in count and time,
 * loopback only. Needs a build (npm test runs it after the build; tests/abuse/stack.mjs).
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { WebSocket } from 'ws';
import { BASE_PATH, startStack } from './stack.mjs';
import { request } from './client.mjs';

const SLOW_CLIENTS = 24;
const FLOOD_REQUESTS = 400;
const SOCKETS = 6;

/** @type {Awaited<ReturnType<typeof startStack>>} */
let stack;
before(async () => {
  stack = await startStack({ portOffset: 10 });
});
after(() => stack?.stop());

/**
 * Connections that send a POST's headers, then a byte now and then, as long as they are let.
 * @param {string} web
 */
function slowClients(web) {
  const { hostname, port } = new URL(web);
  /** @type {net.Socket[]} */
  const sockets = [];
  for (let i = 0; i < SLOW_CLIENTS; i++) {
    const socket = net.connect({ host: hostname, port: Number(port), localAddress: '127.0.0.2' });
    socket.on('error', () => {});
    socket.write(
      `POST ${BASE_PATH}/api/comments HTTP/1.1\r\nHost: ${hostname}:${port}\r\nOrigin: ${web}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 1000000\r\n\r\n{',
    );
    const drip = setInterval(() => socket.writable && socket.write(' '), 2_000);
    socket.on('close', () => clearInterval(drip));
    sockets.push(socket);
  }
  return () => sockets.forEach((socket) => socket.destroy());
}

/**
 * Live sockets from the misbehaving address, each sending subscribe/unsubscribe in a loop.
 * @param {string} web
 */
function socketFlood(web) {
  const url = `${web.replace('http', 'ws')}${BASE_PATH}/api/live/socket`;
  /** @type {WebSocket[]} */
  const sockets = [];
  let refused = 0;
  for (let i = 0; i < SOCKETS; i++) {
    const socket = new WebSocket(url, { headers: { origin: web }, localAddress: '127.0.0.2' });
    socket.on('error', () => refused++);
    socket.on('open', () => {
      let n = 0;
      const loop = setInterval(() => {
        if (socket.readyState !== WebSocket.OPEN) return clearInterval(loop);
        for (let k = 0; k < 20; k++)
          socket.send(JSON.stringify({ type: n++ % 2 ? 'unsubscribe' : 'subscribe', data: { id: 1000 + (n % 50) } }));
      }, 50);
      socket.on('close', () => clearInterval(loop));
    });
    sockets.push(socket);
  }
  return {
    stop: () => sockets.forEach((socket) => socket.terminate()),
    closedOrRefused: () => refused + sockets.filter((s) => s.readyState === WebSocket.CLOSED).length,
  };
}

/**
 * Requests with invented values of every page-changing parameter, from the misbehaving address.
 * @param {string} web
 * @returns {Promise<Record<number, number>>} how many answers had each status
 */
async function queryFlood(web) {
  /** @type {Record<number, number>} */
  const statuses = {};
  const keys = ['title', 'theme', 'grey', 'dark', 'view', 'poster', 'preview', 'lang'];
  for (let i = 0; i < FLOOD_REQUESTS; i += 10) {
    await Promise.all(
      Array.from({ length: 10 }, async (_, k) => {
        const key = keys[(i + k) % keys.length];
        // From an address of its own, as an attacker on the internet has (the reader's is 127.0.0.1).
        const response = await request(
          `${web}${BASE_PATH}/home.html?${key}=${Math.random().toString(36).slice(2)}${i + k}`,
          { from: '127.0.0.3' },
        );
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      }),
    );
  }
  return statuses;
}

/**
 * The articles the site's feed and home link: a well-behaved reader opens them.
 * @param {string} web
 */
async function articleLinks(web) {
  const html = (
    await Promise.all(['rss.xml', 'home.html'].map(async (file) => (await fetch(`${web}${BASE_PATH}/${file}`)).text()))
  ).join('\n');
  return [
    ...new Set([...html.matchAll(/\/(?:news|image|video)Detail\/(?:\d+\/)?\d+\.html/g)].map((match) => match[0])),
  ];
}

test('a well-behaved reader gets every uncached article and API answer while one address floods', async () => {
  const { web } = stack;
  const links = (await articleLinks(web)).slice(0, 20);
  assert.ok(links.length >= 10, `home links ${links.length} articles`);

  const stopSlow = slowClients(web);
  const sockets = socketFlood(web);
  const flood = queryFlood(web);
  // Let the hostile clients take hold before the reader arrives.
  await new Promise((resolve) => setTimeout(resolve, 1_500));

  /** @type {number[]} */
  const latencies = [];
  /** @type {number[]} */
  const statuses = [];
  for (const link of links) {
    const started = performance.now();
    // The reader's first visit of each article: nothing has rendered it yet, so it is a render.
    const response = await fetch(`${web}${BASE_PATH}${link}`);
    const html = await response.text();
    latencies.push(performance.now() - started);
    statuses.push(response.status);
    assert.ok(
      response.headers.get('x-touch-busy') === null && html.includes('<h1'),
      `${link}: a real page, not the busy page`,
    );
  }
  const api = await fetch(`${web}${BASE_PATH}/api/analytics/serverTime`);
  const floodStatuses = await flood;
  stopSlow();
  sockets.stop();

  latencies.sort((a, b) => a - b);
  /** @param {number} q a quantile, 0 to 1 */
  const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN);
  console.log(
    `[abuse] reader: ${latencies.length} uncached articles, median ${at(0.5)} ms, p99 ${at(0.99)} ms; flood answers ${JSON.stringify(floodStatuses)}; live sockets closed or refused ${sockets.closedOrRefused()} of ${SOCKETS}`,
  );
  assert.deepEqual([...new Set(statuses)], [200], 'every article answered 200 (never the busy page)');
  assert.equal(api.status, 200);
  assert.equal(floodStatuses[503] ?? 0, 0, 'the flood itself met no outage either');
});
