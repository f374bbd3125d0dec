import 'server-only';
import { createSharedCache } from './sharedCache';

/**
 * Caches a no-argument async loader for `ttlMs`, sharing one in-flight promise between
 * concurrent callers. A failure is not cached, so the next caller tries again.
 */
export function memoizeWithTtl<T>(ttlMs: number, load: () => Promise<T>, now: () => number = Date.now): (() => Promise<T>) & { clear: () => void } {
  const cache = createSharedCache<T>({ ttlMs, maxEntries: 1, now });
  return Object.assign(() => cache.get('', load), { clear: () => cache.clear() });
}
