// docs/decisions/0080: the answers written on the socket itself, before any request handler (too
// many connections from one address, a request that took too long to arrive, one that cannot be
// parsed), carry the security headers every other answer carries.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { createFrontServer } from '../frontServer.mjs';
import { NON_PAGE_POLICY } from '../securityHeaders.mjs';
import { portOf } from './support/ports.mjs';

const server = createFrontServer({
  front: (req, res) => res.end('ok'),
  trusted: new Set(),
  limits: { headersTimeoutMs: 300, requestTimeoutMs: 600, keepAliveTimeoutMs: 1_000, perAddress: 2 },
  basePath: '/wap/touch',
});
before(() => new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined))));
after(() => {
  server.closeAllConnections();
  server.close();
});

/** A connection that writes `text` and answers what came back once it closed. @param {string} text */
function raw(text) {
  const socket = net.connect({ host: '127.0.0.1', port: portOf(server) });
  socket.on('error', () => {});
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk));
  socket.write(text);
  return {
    socket,
    answer: /** @type {Promise<string>} */ (new Promise((resolve) => socket.on('close', () => resolve(answer)))),
  };
}

/** @param {string} answer @param {number} status */
function assertSecurityHeaders(answer, status) {
  assert.match(answer, new RegExp(`^HTTP/1\\.1 ${status} `));
  const head = (answer.split('\r\n\r\n')[0] ?? '').toLowerCase();
  assert.ok(head.includes('x-content-type-options: nosniff'), head);
  assert.ok(head.includes('x-frame-options: sameorigin'), head);
  assert.ok(head.includes('referrer-policy: strict-origin-when-cross-origin'), head);
  assert.ok(head.includes(`content-security-policy: ${NON_PAGE_POLICY.toLowerCase()}`), head);
}

test('a request line and headers too slow to arrive: 408 with the security headers', async () => {
  const { answer } = raw('GET /wap/touch/home.html HTTP/1.1\r\nHost: x\r\n');
  assertSecurityHeaders(await answer, 408);
});

test('a request that cannot be parsed: 400 with the security headers', async () => {
  const { answer } = raw('NOT A REQUEST\r\n\r\n');
  assertSecurityHeaders(await answer, 400);
});

test("a connection over the address's limit: 429 with Retry-After and the security headers", async () => {
  const held = [raw(''), raw('')];
  await new Promise((resolve) => setTimeout(resolve, 50));
  const { answer } = raw('');
  const text = await answer;
  assertSecurityHeaders(text, 429);
  assert.match(text, /retry-after: 5/i);
  assert.match(text, /"code":"tooManyConnections"/);
  held.forEach(({ socket }) => socket.destroy());
});
