// The render workers behind the primary (docs/decisions/0087), with server/main.mjs as production
// starts it and `next` resolved to the stand-in (support/nextStandIn.mjs), one worker: a worker that
// crashes, or whose event loop hangs, is replaced, and the primary answers cached pages meanwhile.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { ask as askMain, startMain } from './support/mainUnderTest.mjs';

const PAGE = '/wap/touch/newsDetail/3/41.html';
const PASSED = '/wap/touch/api/whoami';
const HANG_MS = 1_500;

/** @type {Awaited<ReturnType<typeof startMain>>} */
let main;

before(async () => {
  main = await startMain({
    PAGE_CACHE_SECONDS: '120',
    RENDER_WORKERS: '1',
    RENDER_WORKER_HANG_MS: String(HANG_MS),
  });
});

after(() => main.stop());

/** @param {string} path */
const ask = (path) => askMain(main.port, path);

/** The pid of the worker a passed-on request reached, once one answers (polled up to 20 s). */
async function workerPid() {
  const until = Date.now() + 20_000;
  for (;;) {
    const answer = await ask(PASSED);
    if (answer.status === 200) return /** @type {number} */ (JSON.parse(answer.body).pid);
    assert.equal(answer.status, 503, `while no worker is ready the primary says so: ${answer.body}`);
    if (Date.now() > until) throw new Error(`no render worker came back: ${main.output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('the primary runs no Next itself: what reaches Next is answered by a worker, another process', async () => {
  const pid = await workerPid();
  assert.notEqual(pid, main.child.pid);
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
  assert.match(main.output, new RegExp(`render worker ${before} ended`));
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
  assert.match(main.output, new RegExp(`render worker ${before} answered no ping`));
});
