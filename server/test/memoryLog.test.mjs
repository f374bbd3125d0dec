import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createPageCache } from '../pageCache.mjs';
import { memoryFigures, startMemoryLog, MEMORY_LINE } from '../memoryLog.mjs';

/** @param {string} key @param {number} bytes @returns {import('../pageCache.mjs').PageEntry} */
const entry = (key, bytes) => ({
  key,
  status: 200,
  headers: {},
  body: Buffer.alloc(bytes),
  gzip: null,
  tags: [],
  storedAt: Date.now(),
});

test("the memory line carries the page cache's pages and bytes beside the process's figures", () => {
  const cache = createPageCache({ maxBytes: 10 * 1024 * 1024 });
  cache.set(entry('/a', 1024 * 1024));
  cache.set(entry('/b', 1024 * 1024));
  const figures = memoryFigures(cache);
  assert.equal(figures.pageCachePages, 2);
  assert.equal(figures.pageCacheMb, 2); // 2 MiB of bodies and 2 × 512 bytes of bookkeeping, to 0.1 MB
  assert.ok(figures.rss > 0 && figures.heapUsed > 0 && figures.heapUsed <= figures.heapTotal);
  assert.equal(figures.afterFullGc, typeof globalThis.gc === 'function');
});

test('the log prints one parsable line per period, and nothing when the period is 0', async (t) => {
  /** @type {string[]} */
  const printed = [];
  t.mock.method(console, 'log', (/** @type {string} */ line) => printed.push(line));
  // Mocked timers: the periods pass on the test's word, not on a busy machine's scheduler.
  t.mock.timers.enable({ apis: ['setInterval'] });
  const cache = createPageCache();
  startMemoryLog(cache, 0)();
  const stop = startMemoryLog(cache, 0.05);
  t.mock.timers.tick(120);
  stop();
  t.mock.timers.tick(1_000);
  const lines = printed.filter((line) => line.startsWith(MEMORY_LINE));
  assert.equal(lines.length, 2, 'two whole periods of 50 ms in 120 ms, none after stop');
  assert.equal(JSON.parse(String(lines[0]?.slice(MEMORY_LINE.length))).pageCachePages, 0);
});
