// The rendered-page cache of one front server process (docs/decisions/0009): entries by key,
// least recently used first out when the byte budget is full, dropped by tag on invalidation.
// An entry outlives its freshness: a stale page is what a reader gets while the platform is
// down, and what the next reader gets while a fresh one renders in the background.
//
// Two kinds of entry (docs/decisions/0040). A page's canonical copy (its path without a query,
// in one language, answered 200) is what carries readers through a platform outage. Everything
// else (a `?title=` or `?page=` variant, a 404, a redirect) is a variant: anyone can invent
// thousands of them. Variants live in their own part of the budget (a quarter by default), at
// most `variantsPerPath` of one path, and only ever push out other variants: however many are
// invented, the canonical copies stay.

/**
 * @typedef {{ key: string, status: number, headers: Record<string, string>, body: Buffer,
 *   gzip: Buffer | null, tags: string[], storedAt: number }} PageEntry
 */

/** The path part of a key (`/p?x=1|bo` → `/p`). @param {string} key */
function pathOf(key) {
  const end = key.search(/[?|]/);
  return end === -1 ? key : key.slice(0, end);
}

/** A page's own copy, kept before any variant: no query, answered 200. @param {PageEntry} entry */
export function isCanonical(entry) {
  return entry.status === 200 && !entry.key.includes('?');
}

/**
 * @param {{ maxBytes?: number, keepMs?: number, now?: () => number, variantShare?: number, variantsPerPath?: number }} [options]
 */
export function createPageCache({ maxBytes = 256 * 1024 * 1024, keepMs = 24 * 60 * 60 * 1000, now = Date.now, variantShare = 0.25, variantsPerPath = 16 } = {}) {
  /** @type {Map<string, PageEntry>} canonical copies, least recently used first */
  const canonical = new Map();
  /** @type {Map<string, PageEntry>} variants, least recently used first */
  const variants = new Map();
  /** @type {Map<string, Set<string>>} the variant keys of each path, least recently used first */
  const variantsByPath = new Map();
  /** @type {Map<string, Set<string>>} */
  const keysByTag = new Map();
  let bytes = 0;
  let variantBytes = 0;
  const variantBudget = Math.floor(maxBytes * variantShare);

  const sizeOf = (/** @type {PageEntry} */ entry) => entry.body.length + (entry.gzip?.length ?? 0) + 512;

  /** @param {string} key */
  function remove(key) {
    const entry = canonical.get(key) ?? variants.get(key);
    if (!entry) return;
    if (canonical.delete(key)) {
      bytes -= sizeOf(entry);
    } else {
      variants.delete(key);
      bytes -= sizeOf(entry);
      variantBytes -= sizeOf(entry);
      const path = pathOf(key);
      const keys = variantsByPath.get(path);
      keys?.delete(key);
      if (keys?.size === 0) variantsByPath.delete(path);
    }
    for (const tag of entry.tags) {
      const keys = keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) keysByTag.delete(tag);
    }
  }

  /** Moves a key to the most recently used end. @param {PageEntry} entry */
  function touch(entry) {
    const map = canonical.has(entry.key) ? canonical : variants;
    map.delete(entry.key);
    map.set(entry.key, entry);
    const keys = variantsByPath.get(pathOf(entry.key));
    if (keys?.delete(entry.key)) keys.add(entry.key);
  }

  const oldest = (/** @type {Iterable<string>} */ keys) => /** @type {string} */ (keys[Symbol.iterator]().next().value);

  return {
    /** @param {string} key @returns {PageEntry | undefined} */
    get(key) {
      const entry = canonical.get(key) ?? variants.get(key);
      if (!entry) return undefined;
      if (now() - entry.storedAt > keepMs) {
        remove(key);
        return undefined;
      }
      touch(entry);
      return entry;
    },
    /** @param {PageEntry} entry */
    set(entry) {
      remove(entry.key);
      const size = sizeOf(entry);
      if (isCanonical(entry)) {
        canonical.set(entry.key, entry);
      } else {
        const path = pathOf(entry.key);
        const siblings = variantsByPath.get(path) ?? new Set();
        // A path's own variants make room for its next one: an invented query pushes out
        // another invented query of the same page, not other pages' variants.
        while (siblings.size >= Math.max(1, variantsPerPath)) remove(oldest(siblings));
        variantsByPath.set(path, siblings);
        siblings.add(entry.key);
        variants.set(entry.key, entry);
        variantBytes += size;
      }
      bytes += size;
      for (const tag of entry.tags) {
        if (!keysByTag.has(tag)) keysByTag.set(tag, new Set());
        keysByTag.get(tag)?.add(entry.key);
      }
      while (variantBytes > variantBudget && variants.size > 0) remove(oldest(variants.keys()));
      // Over the whole budget: variants go first; a canonical copy only for another one.
      while (bytes > maxBytes && variants.size > 0) remove(oldest(variants.keys()));
      while (bytes > maxBytes && canonical.size > 1) remove(oldest(canonical.keys()));
    },
    /** Drops every entry filed under any of `tags`; answers how many went. @param {readonly string[]} tags */
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
      for (const key of [...canonical.keys(), ...variants.keys()]) remove(key);
    },
    get size() {
      return canonical.size + variants.size;
    },
    /** How many of the entries are variants (the rest are canonical copies). */
    get variants() {
      return variants.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
