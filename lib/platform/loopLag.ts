import 'server-only';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { processWide } from '@/lib/processWide.mjs';

/**
 * How late this process's own event loop has been lately (docs/decisions/0033). A probe
 * or call that times out while the loop itself lags says nothing about the platform: the answer
 * may have been waiting on our socket. The histogram is read and reset every second; the recent
 * delay is the worse of the last full second and the one in progress.
 */
const WINDOW_MS = 1_000;

/** Above this, our own lag could explain a probe's timeout (a quiet server stays under ~50 ms). */
export const OWN_LAG_LIMIT_MS = 250;

const monitor = () =>
  processWide('loopLag', () => {
    const histogram = monitorEventLoopDelay({ resolution: 20 });
    histogram.enable();
    let lastWindowMs = 0;
    const timer = setInterval(() => {
      lastWindowMs = histogram.max / 1e6;
      histogram.reset();
    }, WINDOW_MS);
    timer.unref();
    return { recentMs: () => Math.max(lastWindowMs, histogram.max / 1e6) };
  });

// Measured from the first import on, so the first probe already has a window to read.
monitor();

/** The longest the loop was late in the last second or two, in ms. */
export function recentLoopDelayMs(): number {
  return monitor().recentMs();
}

export function isOwnLoopLagging(): boolean {
  return recentLoopDelayMs() > OWN_LAG_LIMIT_MS;
}
