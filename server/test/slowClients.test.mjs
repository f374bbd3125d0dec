// docs/decisions/0040: a client that is slow to send takes no work slot, and is cut; a reader on a
// slow network who does send is served.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { createAdmission } from '../admission.mjs';
import { frontUnderTest } from './support/frontUnderTest.mjs';
import { portOf } from './support/ports.mjs';

/** Stands in for Next: an API call answers once it has read its whole body, as Next's handlers do. */
/** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
const handle = (req, res) => {
  let size = 0;
  req.on('data', (/** @type {Buffer} */ chunk) => (size += chunk.length));
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ received: size }));
  });
};
const internal = http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/html' });
  res.end('<html>page</html>');
});
const admission = createAdmission({ maxActive: 4, maxQueue: 10, maxWaitMs: 300 });
const { server, get } = frontUnderTest(internal, {
  handle,
  staleMs: 60_000,
  admission,
  basePath: '/wap/touch',
  body: { idleMs: 400, minBytesPerSecond: 1024, maxBytes: 1 << 20, memoryBytes: 16 * 1024 },
});

/** A client that sends headers announcing `length` bytes, then one byte, then nothing. @param {number} length */
function trickler(length) {
  const port = portOf(server);
  const socket = net.connect({ host: '127.0.0.1', port });
  socket.on('error', () => {});
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk));
  socket.write(
    `POST /wap/touch/api/articles/like HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n{`,
  );
  const closed = new Promise((resolve) => socket.on('close', resolve));
  return { socket, answer: () => answer, closed };
}

/**
 * A POST whose body is sent in `pieces` pieces, `gapMs` apart (a reader on a slow network).
 * @param {string} path @param {Buffer} body @param {number} pieces @param {number} gapMs
 * @returns {Promise<{ status: number | undefined, body: string }>}
 */
function slowPost(path, body, pieces, gapMs) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: portOf(server),
        path,
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream', 'content-length': String(body.length) },
      },
      (response) => {
        /** @type {Buffer[]} */
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    request.on('error', reject);
    const size = Math.ceil(body.length / pieces);
    (async () => {
      for (let at = 0; at < body.length; at += size) {
        request.write(body.subarray(at, at + size));
        await sleep(gapMs);
      }
      request.end();
    })();
  });
}

test('clients trickling a body hold no work slot: every other call is served, and they are cut', async () => {
  const slow = Array.from({ length: 8 }, () => trickler(100_000));
  await sleep(100);
  assert.equal(admission.active, 0, 'no slot is taken while a body is awaited');
  const page = await get('/wap/touch/newsDetail/1/2.html');
  assert.equal(page.status, 200, 'an uncached page still renders');
  const api = await get('/wap/touch/api/articles/like', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
  });
  assert.equal(api.status, 200, 'an API call is not answered busy');
  await Promise.all(slow.map((client) => client.closed));
  for (const client of slow)
    assert.match(client.answer(), /^HTTP\/1\.1 408 [^]*"code":"requestTimeout"/, 'told 408 and closed');
  assert.equal(admission.active, 0);
});

test('a reader on a slow network who keeps sending is served, with the whole body', async () => {
  // 48 KB in 12 pieces 150 ms apart: ~1.8 s, about 26 KB/s (a slow-3G upload).
  const body = Buffer.alloc(48 * 1024, 7);
  const answer = await slowPost('/wap/touch/api/uploads', body, 12, 150);
  assert.equal(answer.status, 200);
  assert.deepEqual(
    JSON.parse(answer.body),
    { received: body.length },
    'the replayed body reached the handler whole (part of it from a file)',
  );
});

test('a body larger than allowed is refused with 413 before anything else', async () => {
  const answer = await get('/wap/touch/api/articles/like', {
    method: 'POST',
    headers: { 'content-length': String(2 << 20) },
  }).catch((error) => ({ status: error.code }));
  assert.equal(answer.status, 413);
});
