import 'server-only';
import { onInvalidate } from '@/lib/cache/tags';
import { processWide } from '@/lib/processWide.mjs';

/**
 * Platform answers shared by every render in this server process for a short time (docs/decisions/0007).
 *
 * Every page used to ask the platform again for the same column, list and article: at 50
 * concurrent readers that is 50 identical calls, each adding the platform's latency. Entries:
 * - are shared between concurrent callers while in flight (one call, not fifty);
 * - live `ttlMs`, then the next reader's render asks again (editors' changes show within the ttl);
 * - are never kept when the load fails, so an error is not served from memory;
 * - are bounded to `maxEntries`, the least recently used going first (100,000 articles must not
 *   fill the memory);
 * - are filed under the cache tags of what they show, and dropped when a write invalidates one
 *   of them (lib/cache/tags.ts): a like drops every variant of its article.
 * Only anonymous content goes here: nothing that depends on who is reading.
 */
export interface SharedCache<T> {
  /** The entry of `key`, loaded by `load` when there is none; a new entry is filed under `tags`. */
  get(key: string, load: () => Promise<T>, tags?: readonly string[]): Promise<T>;
  /** Forget one key. */
  delete(key: string): void;
  /** Forget every entry filed under any of `tags`. */
  invalidate(tags: readonly string[]): void;
  clear(): void;
  readonly size: number;
}

export interface SharedCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

/**
 * The process-wide cache called `name` (see `createSharedCache`). It listens to tag
 * invalidations (lib/cache/tags.ts) for as long as the process lives.
 */
export function sharedCache<T>(name: string, options: SharedCacheOptions): SharedCache<T> {
  return processWide(`cache:${name}`, () => {
    const cache = createSharedCache<T>(options);
    onInvalidate((tags) => cache.invalidate(tags));
    return cache;
  });
}

/**
 * An entry holds the load's promise only while it is in flight, then the answer itself. A promise
 * made during a render carries that render's async context (Node's AsyncLocalStorage marks every
 * promise with the stores it was made under), so a kept promise kept the whole render alive (its
 * request, its response, React's state) for as long as the entry lived: in the soak, hundreds of
 * finished renders per cache (docs/decisions/0037). The answer itself carries none.
 */
interface Entry<T> {
  pending?: Promise<T>;
  answer?: { value: T };
  expiresAt: number;
  tags: readonly string[];
}

export function createSharedCache<T>(options: SharedCacheOptions): SharedCache<T> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<T>>();
  // tag -> the keys filed under it; kept in step with `entries` so it never outgrows them.
  const keysByTag = new Map<string, Set<string>>();

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    for (const tag of entry.tags) {
      const keys = keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) keysByTag.delete(tag);
    }
  }

  /** The least recently used entries first: those out of date go (they only hold memory). */
  function dropExpired(): void {
    for (const [key, entry] of entries) {
      if (entry.pending || entry.expiresAt > now()) return;
      remove(key);
    }
  }

  function file(key: string, entry: Entry<T>): void {
    dropExpired();
    entries.set(key, entry);
    for (const tag of entry.tags) {
      let keys = keysByTag.get(tag);
      if (!keys) keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  return {
    get(key, load, tags = []) {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) {
        // Map order is the recency order: a hit moves to the end.
        entries.delete(key);
        entries.set(key, hit);
        return hit.answer ? Promise.resolve(hit.answer.value) : (hit.pending as Promise<T>);
      }
      const pending = load();
      if (options.ttlMs <= 0) return pending;
      remove(key);
      const entry: Entry<T> = { pending, expiresAt: now() + options.ttlMs, tags };
      file(key, entry);
      while (entries.size > options.maxEntries) remove(entries.keys().next().value as string);
      pending.then(
        (value) => {
          entry.answer = { value };
          entry.pending = undefined;
        },
        () => {
          if (entries.get(key) === entry) remove(key);
        },
      );
      return pending;
    },
    delete: remove,
    invalidate(tags) {
      for (const tag of tags) for (const key of [...(keysByTag.get(tag) ?? [])]) remove(key);
    },
    clear() {
      entries.clear();
      keysByTag.clear();
    },
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
