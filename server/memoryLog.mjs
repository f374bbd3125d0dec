// MEMORY_LOG_SECONDS: one line every so often with the process's memory and the page cache's use,
// so an operator (and the soak, tests/perf/soak.mjs) can tell a cache filling to its budget from a
// leak. Started with --expose-gc (benchmarks only), a full collection runs first, and `heapUsed`
// is then the live heap: what the process really keeps, not what V8 has not yet collected.

const MB = 1024 * 1024;
const mb = (/** @type {number} */ bytes) => Math.round((bytes / MB) * 10) / 10;

/** @param {{ size: number, bytes: number }} cache */
export function memoryFigures(cache) {
  const { gc } = globalThis;
  const collected = typeof gc === 'function';
  if (collected) gc();
  const usage = process.memoryUsage();
  return {
    rss: mb(usage.rss),
    heapUsed: mb(usage.heapUsed),
    heapTotal: mb(usage.heapTotal),
    external: mb(usage.external),
    arrayBuffers: mb(usage.arrayBuffers),
    pageCachePages: cache.size,
    pageCacheMb: mb(cache.bytes),
    afterFullGc: collected,
  };
}

/** The line's prefix; what follows it is JSON (memoryFigures). */
export const MEMORY_LINE = '[front] memory ';

/**
 * Logs memoryFigures(cache) every `seconds` (0: never); the timer does not keep the process up.
 * @param {{ size: number, bytes: number }} cache @param {number} seconds
 */
export function startMemoryLog(cache, seconds) {
  if (!(seconds > 0)) return () => {};
  const timer = setInterval(() => console.log(`${MEMORY_LINE}${JSON.stringify(memoryFigures(cache))}`), seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
