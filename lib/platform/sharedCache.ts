import 'server-only';
/**
 * Platform answers shared by every render in this server process for a short time (issue 7).
 *
 * Every page used to ask the platform again for the same column, list and article: at 50
 * concurrent readers that is 50 identical calls, each adding the platform's latency. Entries:
 * - are shared between concurrent callers while in flight (one call, not fifty);
 * - live `ttlMs`, then the next reader's render asks again (editors' changes show within the ttl);
 * - are never kept when the load fails, so an error is not served from memory;
 * - are bounded to `maxEntries`, the least recently used going first (100,000 articles must not
 *   fill the memory).
 * Only anonymous content goes here: nothing that depends on who is reading.
 */
export interface SharedCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  /** Forget one key: the next reader sees the platform's answer (after a like, say). */
  delete(key: string): void;
  /** Forget every key the test accepts (all the variants of one article, say). */
  deleteWhere(test: (key: string) => boolean): void;
  clear(): void;
  readonly size: number;
}

// Next bundles every route (pages, /api handlers) with its own copy of a module: state kept in
// module scope would be one per route, and a like handled by /api/like could not reach the
// article cache of /newsDetail. Process-wide state lives on globalThis, by name.
const REGISTRY = Symbol.for('touch-edition.sharedCaches');

/** The one `name` of this server process, made by `make` on first use. */
export function processWide<T>(name: string, make: () => T): T {
  const scope = globalThis as typeof globalThis & { [REGISTRY]?: Map<string, unknown> };
  const registry = (scope[REGISTRY] ??= new Map());
  if (!registry.has(name)) registry.set(name, make());
  return registry.get(name) as T;
}

/** The process-wide cache called `name` (see `createSharedCache`). */
export function sharedCache<T>(name: string, options: { ttlMs: number; maxEntries: number }): SharedCache<T> {
  return processWide(`cache:${name}`, () => createSharedCache<T>(options));
}

export function createSharedCache<T>(options: { ttlMs: number; maxEntries: number; now?: () => number }): SharedCache<T> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: Promise<T>; expiresAt: number }>();
  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) {
        // Map order is the recency order: a hit moves to the end.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      const value = load();
      if (options.ttlMs <= 0) return value;
      entries.delete(key);
      entries.set(key, { value, expiresAt: now() + options.ttlMs });
      while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value as string);
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    delete: (key) => void entries.delete(key),
    deleteWhere(test) {
      for (const key of [...entries.keys()]) if (test(key)) entries.delete(key);
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}

/** CONTENT_CACHE_SECONDS: how long columns, lists and articles are shared (default 30; 0 = off). */
export function contentTtlMs(env: Record<string, string | undefined> = process.env): number {
  const seconds = Number(env.CONTENT_CACHE_SECONDS ?? 30);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 30_000;
}
