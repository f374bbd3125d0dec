// The rendered-page cache of one front server process (docs/decisions/0009): entries by key,
// least recently used first out when the byte budget is full, dropped by tag on invalidation.
// An entry outlives its freshness: a stale page is what a reader gets while the platform is
// down, and what the next reader gets while a fresh one renders in the background.

/**
 * @typedef {{ key: string, status: number, headers: Record<string, string>, body: Buffer,
 *   gzip: Buffer | null, tags: string[], storedAt: number }} PageEntry
 */

export function createPageCache({ maxBytes = 256 * 1024 * 1024, keepMs = 24 * 60 * 60 * 1000, now = Date.now } = {}) {
  /** @type {Map<string, PageEntry>} */
  const entries = new Map();
  /** @type {Map<string, Set<string>>} */
  const keysByTag = new Map();
  let bytes = 0;

  const sizeOf = (entry) => entry.body.length + (entry.gzip?.length ?? 0) + 512;

  function remove(key) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= sizeOf(entry);
    for (const tag of entry.tags) {
      const keys = keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) keysByTag.delete(tag);
    }
  }

  return {
    /** @returns {PageEntry | undefined} */
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.storedAt > keepMs) {
        remove(key);
        return undefined;
      }
      // Map order is recency order: a hit moves to the end.
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    /** @param {PageEntry} entry */
    set(entry) {
      remove(entry.key);
      entries.set(entry.key, entry);
      bytes += sizeOf(entry);
      for (const tag of entry.tags) {
        if (!keysByTag.has(tag)) keysByTag.set(tag, new Set());
        keysByTag.get(tag)?.add(entry.key);
      }
      while (bytes > maxBytes && entries.size > 1) remove(/** @type {string} */ (entries.keys().next().value));
    },
    /** Drops every entry filed under any of `tags`; answers how many went. */
    invalidate(tags) {
      let dropped = 0;
      for (const tag of tags) {
        for (const key of [...(keysByTag.get(tag) ?? [])]) {
          remove(key);
          dropped += 1;
        }
      }
      return dropped;
    },
    clear() {
      for (const key of [...entries.keys()]) remove(key);
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
