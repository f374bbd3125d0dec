/**
 * Stopping the reference platform (platform/server.mjs, docs/decisions/0077): SIGTERM drains and
 * exits within seconds, whatever connections are open: an idle keep-alive connection, a live push
 * socket (the front server keeps one open all the time), a request under way (it is answered first).
 * The real server in a child process, on a small seed without pictures.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { tempDir } from './helpers.mjs';
import { MARKER } from '../seed/images.mjs';

const require = createRequire(import.meta.url);
const WebSocket = /** @type {typeof import('ws').default} */ (require('ws'));
const SERVER = new URL('../server.mjs', import.meta.url).pathname;

/**
 * @param {string} dir @param {Record<string, string>} [env]
 * @returns {Promise<{ child: import('node:child_process').ChildProcess, port: number, log: () => string }>}
 */
async function startPlatform(dir, env = {}) {
  fs.mkdirSync(path.join(dir, 'media'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'media', MARKER), 'skipped by the test\n');
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      PLATFORM_PORT: '0',
      PLATFORM_HOST: '127.0.0.1',
      PLATFORM_DB: path.join(dir, 'platform.db'),
      PLATFORM_SEED_ARTICLES: '20',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const port = await new Promise((resolve, reject) => {
    child.on('message', (/** @type {any} */ message) => message?.event === 'listening' && resolve(message.port));
    child.once('exit', (code) => reject(new Error(`the platform exited with ${code} before listening:\n${output}`)));
  });
  return { child, port: Number(port), log: () => output };
}

/** @param {import('node:child_process').ChildProcess} child @returns {Promise<{ code: number | null, ms: number }>} */
function stopped(child) {
  const started = Date.now();
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, ms: Date.now() - started })));
}

/** @param {number} port @param {string} urlPath @param {http.Agent} agent @returns {Promise<{ status: number, body: string }>} */
function get(port, urlPath, agent) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, agent }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

test('SIGTERM with a kept-alive connection and a live push socket open: the platform exits within 3 s', async (t) => {
  const dir = tempDir();
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const { child, port, log } = await startPlatform(dir);
  t.after(() => child.kill('SIGKILL'));
  const agent = new http.Agent({ keepAlive: true });
  t.after(() => agent.destroy());
  const { body } = await get(port, '/app_if/getAnonymousToken?device=stop-test', agent);
  const token = JSON.parse(body).data.token;
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws/${token}`);
  t.after(() => ws.terminate());
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const wsClosed = new Promise((resolve) => ws.once('close', resolve));

  const exit = stopped(child);
  child.kill('SIGTERM');
  const { code, ms } = await exit;
  assert.equal(code, 0, log());
  assert.ok(ms < 3_000, `exited after ${ms} ms`);
  await wsClosed;
  assert.match(log(), /platform: SIGTERM, draining/);
  assert.match(log(), /platform: stopped in \d+ ms/);
});

test('SIGTERM while a request is under way: it is answered, then the platform exits', async (t) => {
  const dir = tempDir();
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const { child, port, log } = await startPlatform(dir, { PLATFORM_LATENCY_MS: '700' });
  t.after(() => child.kill('SIGKILL'));
  const agent = new http.Agent({ keepAlive: true });
  t.after(() => agent.destroy());
  // PLATFORM_LATENCY_MS delays the services' calls (platform/lib/latency.mjs), not /health.
  const answer = get(port, '/app_if/getAnonymousToken?device=stop-test', agent);
  await new Promise((resolve) => setTimeout(resolve, 200));
  const exit = stopped(child);
  child.kill('SIGTERM');
  const { status, body } = await answer;
  assert.equal(status, 200);
  assert.equal(JSON.parse(body).status, 0);
  const { code, ms } = await exit;
  assert.equal(code, 0, log());
  assert.ok(ms < 3_000, `exited after ${ms} ms`);
});

test('a request that outlasts PLATFORM_DRAIN_MS is cut and the platform exits anyway', async (t) => {
  const dir = tempDir();
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const { child, port, log } = await startPlatform(dir, { PLATFORM_LATENCY_MS: '20000', PLATFORM_DRAIN_MS: '300' });
  t.after(() => child.kill('SIGKILL'));
  const agent = new http.Agent({ keepAlive: true });
  t.after(() => agent.destroy());
  const answer = get(port, '/app_if/getAnonymousToken?device=stop-test', agent).catch((error) => error);
  await new Promise((resolve) => setTimeout(resolve, 200));
  const exit = stopped(child);
  child.kill('SIGTERM');
  const { ms } = await exit;
  assert.ok(ms < 3_000, `exited after ${ms} ms`);
  assert.match(log(), /requests still running after 300 ms: connections cut/);
  assert.ok((await answer) instanceof Error, 'the cut request gets no answer');
});
