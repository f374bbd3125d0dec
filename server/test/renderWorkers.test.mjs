// The render workers behind the primary (docs/decisions/0087), with server/main.mjs as production
// starts it and `next` resolved to the stand-in (support/nextStandIn.mjs), one worker: a worker that
// crashes, or whose event loop hangs, is replaced, and the primary answers cached pages meanwhile.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PAGE = '/wap/touch/newsDetail/3/41.html';
const PASSED = '/wap/touch/api/whoami';
const HANG_MS = 1_500;

/** @type {import('node:child_process').ChildProcess} */
let child;
let port = 0;
let output = '';

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(free));
    });
  });
}

before(async () => {
  port = await freePort();
  child = spawn(process.execPath, ['--import', './server/test/support/withNextStandIn.mjs', 'server/main.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOSTNAME_BIND: '127.0.0.1',
      SITE_ORIGIN: `http://127.0.0.1:${port}`,
      PAGE_CACHE: 'on',
      PAGE_CACHE_SECONDS: '120',
      REDIS_URL: '',
      TRUSTED_PROXIES: '',
      MEMORY_LOG_SECONDS: '0',
      RENDER_WORKERS: '1',
      RENDER_WORKER_HANG_MS: String(HANG_MS),
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`main.mjs did not start: ${output}`)), 20_000);
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      if (output.includes('touch edition on')) {
        clearTimeout(timer);
        resolve(undefined);
      }
    });
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`main.mjs exited (${code}): ${output}`)));
  });
});

after(async () => {
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
});

/** @param {string} path @returns {Promise<{ status: number | undefined, headers: http.IncomingHttpHeaders, body: string }>} */
function ask(path) {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, headers: { connection: 'close' } }, (response) => {
      /** @type {Buffer[]} */
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    request.on('error', reject);
  });
}

/** The pid of the worker a passed-on request reached, once one answers (polled up to 20 s). */
async function workerPid() {
  const until = Date.now() + 20_000;
  for (;;) {
    const answer = await ask(PASSED);
    if (answer.status === 200) return /** @type {number} */ (JSON.parse(answer.body).pid);
    assert.equal(answer.status, 503, `while no worker is ready the primary says so: ${answer.body}`);
    if (Date.now() > until) throw new Error(`no render worker came back: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('the primary runs no Next itself: what reaches Next is answered by a worker, another process', async () => {
  const pid = await workerPid();
  assert.notEqual(pid, child.pid);
  const page = await ask(PAGE);
  assert.equal(page.status, 200);
  assert.match(page.body, /rendered for everyone/);
});

test('a worker that crashes is replaced, and cached pages keep answering meanwhile', async () => {
  assert.equal((await ask(PAGE)).headers['x-cache'], 'HIT');
  const before = await workerPid();
  const crashed = await ask('/wap/touch/api/__stand-in/crash');
  assert.equal(crashed.status, 503, 'the request that took the worker down is told to retry');
  const meanwhile = await ask(PAGE);
  assert.equal(meanwhile.status, 200);
  assert.equal(meanwhile.headers['x-cache'], 'HIT');
  assert.match(meanwhile.body, /rendered for everyone/);
  const after = await workerPid();
  assert.notEqual(after, before, 'a new worker answers');
  assert.match(output, new RegExp(`render worker ${before} ended`));
});

test('a worker whose event loop hangs is killed and replaced, and cached pages answer at once meanwhile', async () => {
  const before = await workerPid();
  let settled = false;
  const stuck = ask('/wap/touch/api/__stand-in/hang').finally(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 100));
  // While the only worker is stuck, hits are answered by the primary alone, before the worker is replaced.
  for (let index = 0; index < 5; index++) {
    const hit = await ask(PAGE);
    assert.equal(hit.headers['x-cache'], 'HIT');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  assert.equal(settled, false, 'the hits were answered while the worker was still stuck');
  assert.equal((await stuck).status, 503, 'the stuck request is answered once its worker is replaced');
  const after = await workerPid();
  assert.notEqual(after, before);
  assert.match(output, new RegExp(`render worker ${before} answered no ping`));
});
