/**
 * Memory of a burst of picture uploads (not part of `npm test`; figures in docs/decisions/0042):
 * eight 10,000 x 10,000 PNGs re-encoded at once, as eight readers uploading together would, and
 * the process's RSS before, at the peak, after the burst and after a GC. Run:
 *   node --expose-gc node_modules/.bin/jest -i --testMatch '<rootDir>/tests/perf/reencodeMemory.measure.ts'
 */
import sharp from 'sharp';
import { reencodePicture } from '@/features/uploads/server/reencode';

const MB = 1024 * 1024;
const rss = () => Math.round(process.memoryUsage().rss / MB);
const settle = async () => {
  for (let i = 0; i < 3; i += 1) {
    (globalThis as { gc?: () => void }).gc?.();
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
};

test('eight 10,000 x 10,000 PNGs at once, three times', async () => {
  const side = Number(process.env.MEASURE_SIDE ?? 10_000);
  const png = await sharp({ create: { width: side, height: side, channels: 3, background: { r: 200, g: 30, b: 90 } } })
    .png()
    .toBuffer();
  await settle();
  const before = rss();
  for (let burst = 1; burst <= 3; burst += 1) {
    let peak = rss();
    const sampler = setInterval(() => {
      peak = Math.max(peak, rss());
    }, 20);
    const started = Date.now();
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => reencodePicture(png, 'png')));
    clearInterval(sampler);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const after = rss();
    await settle();
    const afterGc = rss();
    const outcome = results.map((r) =>
      r.status === 'fulfilled' ? `${r.value.width}x${r.value.height}` : (r.reason as Error).name,
    );
    console.log(
      `side ${side} (png ${Math.round(png.length / 1024)} KB), burst ${burst}: rss before ${before} MB, peak ${peak} MB, after burst ${after} MB, after GC ${afterGc} MB (kept ${afterGc - before} MB), ${seconds} s; ${[...new Set(outcome)].join(', ')}; sharp cache max ${sharp.cache().memory.max} MB, concurrency ${sharp.concurrency()}`,
    );
  }
}, 300_000);
