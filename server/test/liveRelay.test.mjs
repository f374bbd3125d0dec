// docs/decisions/0040: what one browser's live socket may cost the platform. Sockets only from our
// own pages, a few per address, a bounded message rate (1008 beyond it), and one subscription
// upstream per live however many browsers follow it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { WebSocket, WebSocketServer } from 'ws';
import { createLiveRelay } from '../liveRelay.mjs';
import { listening, portOf } from './support/ports.mjs';

/** Stands in for the platform's push socket: records what it is sent, answers subscribe with a status. */
/** @type {{ type: string, data?: { id?: number } }[]} */
const upstreamMessages = [];
const platform = http.createServer();
const platformWss = new WebSocketServer({ server: platform });
platformWss.on('connection', (ws) => {
  ws.on('message', (data) => {
    const message = JSON.parse(String(data));
    upstreamMessages.push(message);
    if (message.type === 'subscribe')
      ws.send(
        JSON.stringify({ code: 200, type: 'live_status_subscribe', data: { fileId: message.data.id, status: 1 } }),
      );
  });
});

/** @type {ReturnType<typeof createLiveRelay>} */
let relay;
const server = http.createServer();
server.on('upgrade', (req, socket, head) => relay.handleUpgrade(req, socket, head));

before(async () => {
  await listening(platform);
  await listening(server);
  relay = createLiveRelay({
    ticket: async () => ({ socketUrl: `ws://127.0.0.1:${portOf(platform)}`, token: 't' }),
    log: () => {},
    siteOrigin: 'https://news.example.cn',
    socketsPerAddress: 3,
    messagesPerSecond: 2,
    messageBurst: 10,
    lingerMs: 100,
  });
  relay.start();
  while (!relay.connected) await sleep(10);
});
after(() => {
  relay.close();
  platformWss.close();
  platform.close();
  server.close();
});

const url = () => `ws://127.0.0.1:${portOf(server)}/wap/touch/api/live/socket`;

/**
 * Opens a socket; answers it open, or the HTTP status it was refused with.
 * @param {Record<string, string>} [headers]
 * @returns {Promise<{ ws: WebSocket, messages: unknown[], status: number }>}
 */
function open(headers = { origin: `http://127.0.0.1:${portOf(server)}` }, localAddress = '127.0.0.1') {
  return new Promise((resolve) => {
    const ws = new WebSocket(url(), { headers, localAddress });
    /** @type {unknown[]} */
    const messages = [];
    ws.on('message', (data) => messages.push(JSON.parse(String(data))));
    ws.once('open', () => resolve({ ws, messages, status: 101 }));
    ws.once('unexpected-response', (_req, res) => resolve({ ws, messages, status: res.statusCode ?? 0 }));
    ws.once('error', () => resolve({ ws, messages, status: 0 }));
  });
}
/** @param {WebSocket} ws @returns {Promise<number | undefined>} the close code, undefined when it was closed already */
const closed = (ws) =>
  new Promise((resolve) =>
    ws.readyState === WebSocket.CLOSED ? resolve(undefined) : ws.once('close', (code) => resolve(code)),
  );

test('an upgrade from another site, or with no Origin, is refused; ours (the host addressed or SITE_ORIGIN) is taken', async () => {
  assert.equal((await open({ origin: 'https://evil.example' })).status, 403);
  assert.equal((await open({})).status, 403);
  const own = await open();
  assert.equal(own.status, 101);
  own.ws.close();
  const site = await open({ origin: 'https://news.example.cn' });
  assert.equal(site.status, 101);
  site.ws.close();
  await Promise.all([closed(own.ws), closed(site.ws)]);
});

test('at most socketsPerAddress sockets from one address; the next is told 429', async () => {
  /** @type {Awaited<ReturnType<typeof open>>[]} */
  const held = [];
  for (let i = 0; i < 3; i += 1) held.push(await open(undefined, '127.0.0.3'));
  assert.deepEqual(
    held.map((socket) => socket.status),
    [101, 101, 101],
  );
  assert.equal((await open(undefined, '127.0.0.3')).status, 429);
  assert.equal((await open(undefined, '127.0.0.4')).status, 101, 'another address is not affected');
  const [oldest] = held;
  assert.ok(oldest);
  oldest.ws.close();
  await closed(oldest.ws);
  await sleep(20);
  const again = await open(undefined, '127.0.0.3');
  assert.equal(again.status, 101, 'a closed socket frees its place');
  for (const socket of [...held, again]) socket.ws.close();
});

test('a live already followed is not asked of the platform again; the new follower still gets its status', async () => {
  upstreamMessages.length = 0;
  const first = await open(undefined, '127.0.0.5');
  first.ws.send(JSON.stringify({ type: 'subscribe', data: { id: 77 } }));
  while (first.messages.length === 0) await sleep(5);
  const second = await open(undefined, '127.0.0.6');
  second.ws.send(JSON.stringify({ type: 'subscribe', data: { id: 77 } }));
  while (second.messages.length === 0) await sleep(5);
  assert.deepEqual(second.messages[0], { code: 200, type: 'live_status_subscribe', data: { fileId: 77, status: 1 } });
  assert.equal(
    upstreamMessages.filter((m) => m.type === 'subscribe' && m.data?.id === 77).length,
    1,
    'one subscription upstream',
  );
  first.ws.close();
  second.ws.close();
  await Promise.all([closed(first.ws), closed(second.ws)]);
  await sleep(20);
  assert.equal(
    upstreamMessages.filter((m) => m.type === 'unsubscribe').length,
    0,
    'kept a while after the last follower left',
  );
  await sleep(150);
  assert.equal(
    upstreamMessages.filter((m) => m.type === 'unsubscribe' && m.data?.id === 77).length,
    1,
    'then unsubscribed upstream once',
  );
});

test(
  'four sockets looping subscribe/unsubscribe are closed with 1008 and cost the platform a handful of messages',
  { timeout: 10_000 },
  async () => {
    upstreamMessages.length = 0;
    /** @type {Awaited<ReturnType<typeof open>>[]} */
    const sockets = [];
    for (let i = 0; i < 4; i += 1) sockets.push(await open(undefined, `127.0.0.${10 + i}`));
    const codes = sockets.map((socket) => closed(socket.ws));
    for (let round = 0; round < 500; round += 1) {
      for (const [i, { ws }] of sockets.entries()) {
        if (ws.readyState !== WebSocket.OPEN) continue;
        ws.send(JSON.stringify({ type: 'subscribe', data: { id: 1000 + i } }));
        ws.send(JSON.stringify({ type: 'unsubscribe', data: { id: 1000 + i } }));
      }
    }
    assert.deepEqual(await Promise.all(codes), [1008, 1008, 1008, 1008]);
    await sleep(50);
    assert.ok(
      upstreamMessages.length <= 8,
      `the platform was sent ${upstreamMessages.length} messages for 4000 sent to us`,
    );
  },
);
