import 'server-only';
import { cacheSignal } from 'react';

/**
 * Lets a finished render's memory go (docs/decisions/0037).
 *
 * When a server render ends, React aborts its cache signal with a fresh Error ("This render
 * completed successfully..."). Until someone reads that Error's `stack`, V8 keeps the raw frames,
 * with the `this` of each: for a callback run by setImmediate that is the Immediate, and a Node
 * 20 Immediate that has run still points at the ones run beside it, each holding the render it
 * was scheduled for, whose own Error points on again. One socket or timer that outlives a render
 * thus kept every render since: ~45 MB of live heap a minute in the soak. Reading `stack` turns
 * the frames into a string and cuts the chain at each render.
 */
export function releaseRenderEndTrace(signal: AbortSignal | null = cacheSignal()): void {
  if (!signal || released.has(signal)) return;
  released.add(signal);
  signal.addEventListener('abort', () => formatStack(signal.reason), { once: true });
}

const released = new WeakSet<AbortSignal>();

function formatStack(reason: unknown): void {
  if (reason instanceof Error) void reason.stack;
}
