// The rendered-page cache of one front server process (docs/decisions/0009): entries by key,
// least recently used first out when the byte budget is full, dropped by tag on invalidation.
// An entry outlives its freshness: a stale page is what a reader gets while the platform is
// down, and what the next reader gets while a fresh one renders in the background.
//
// Three kinds of entry (docs/decisions/0040, 0080). A page's canonical copy (its path without a
// query, in one language, answered 200, and the address the page itself names as canonical) is
// what carries readers through a platform outage. Everything else (a `?title=` or `?page=`
// variant, a 404, a redirect, an address with an invented segment such as another column's id
// before an article's) is a variant, filed under the page it names as canonical: anyone can
// invent thousands of them. Variants live in their own part of the budget (a quarter by
// default), at most `variantsPerPath` of one page, and only ever push out other variants. And a
// page that readers from two addresses have read is a read page: read pages keep up to half of
// the budget whatever else is rendered, so a flood of pages nobody else reads (real articles
// asked for one after another) pushes out only its own kind.
//
// A page is kept in one form (docs/decisions/0110): gzipped, or as it is when it is too small to
// gzip (1 KB or less). The rare client that does not accept gzip is answered by rawBody(), which
// inflates it; nothing here keeps the inflated copy.
import { gunzipSync } from 'node:zlib';

/**
 * @typedef {{ key: string, status: number, headers: Record<string, string>, body: Buffer | null,
 *   gzip: Buffer | null, tags: string[], storedAt: number, family?: string }} PageEntry
 *   body: the page as it is, null when only its gzip form is kept (at least one of the two is set)
 *   family: the path the page names as canonical, when it is not the key's own
 */

/**
 * A page's bytes as rendered: its body, else its gzip form inflated (not kept: a client without
 * gzip is rare, and a copy per page would double what the cache holds).
 * @param {PageEntry} entry @returns {Buffer}
 */
export function rawBody(entry) {
  if (entry.body) return entry.body;
  return entry.gzip ? gunzipSync(entry.gzip) : Buffer.alloc(0);
}

/**
 * How long the page is as rendered, without inflating it: a gzip member ends with that length
 * (modulo 4 GiB, RFC 1952 ISIZE), so a HEAD or a Content-Length costs nothing.
 * @param {PageEntry} entry @returns {number}
 */
export function rawLength(entry) {
  if (entry.body) return entry.body.length;
  return entry.gzip && entry.gzip.length >= 18 ? entry.gzip.readUInt32LE(entry.gzip.length - 4) : 0;
}

/** The path part of a key (`/p?x=1|bo` → `/p`). @param {string} key */
function pathOf(key) {
  const end = key.search(/[?|]/);
  return end === -1 ? key : key.slice(0, end);
}

/** The page an entry belongs to: the one it names as canonical, else its own path. @param {PageEntry} entry */
const familyOf = (entry) => entry.family ?? pathOf(entry.key);

/** A page's own copy, kept before any variant: no query, answered 200, its own canonical. @param {PageEntry} entry */
export function isCanonical(entry) {
  return entry.status === 200 && !entry.key.includes('?') && familyOf(entry) === pathOf(entry.key);
}

/** Readers an entry remembers: two distinct ones make it a read page. */
const READERS_TO_PROTECT = 2;

/**
 * @param {{ maxBytes?: number, keepMs?: number, now?: () => number, variantShare?: number, variantsPerPath?: number, readShare?: number }} [options]
 *   readShare: the part of the budget read pages keep whatever else is rendered
 */
export function createPageCache({
  maxBytes = 256 * 1024 * 1024,
  keepMs = 24 * 60 * 60 * 1000,
  now = Date.now,
  variantShare = 0.25,
  variantsPerPath = 16,
  readShare = 0.5,
} = {}) {
  /** @type {Map<string, PageEntry>} canonical copies nobody else has read yet, least recently used first */
  const canonical = new Map();
  /** @type {Map<string, PageEntry>} read pages: read from two addresses, least recently used first */
  const read = new Map();
  /** @type {Map<string, PageEntry>} variants, least recently used first */
  const variants = new Map();
  /** @type {Map<string, Set<string>>} the variant keys of each page, least recently used first */
  const variantsByPath = new Map();
  /** @type {Map<string, Set<string>>} */
  const keysByTag = new Map();
  /** @type {WeakMap<PageEntry, Set<string>>} the readers seen of each entry (at most READERS_TO_PROTECT) */
  const readersOf = new WeakMap();
  let bytes = 0;
  let variantBytes = 0;
  let readBytes = 0;
  const variantBudget = Math.floor(maxBytes * variantShare);
  const readBudget = Math.floor(maxBytes * readShare);

  // What the entry holds: whichever forms it carries, and 512 bytes of bookkeeping.
  const sizeOf = (/** @type {PageEntry} */ entry) => (entry.body?.length ?? 0) + (entry.gzip?.length ?? 0) + 512;

  /** Out of the variants' books (the entry stays wherever it goes next). @param {PageEntry} entry */
  function unfileVariant(entry) {
    if (!variants.delete(entry.key)) return;
    variantBytes -= sizeOf(entry);
    const family = familyOf(entry);
    const keys = variantsByPath.get(family);
    keys?.delete(entry.key);
    if (keys?.size === 0) variantsByPath.delete(family);
  }

  /** @param {string} key */
  function remove(key) {
    const entry = canonical.get(key) ?? read.get(key) ?? variants.get(key);
    if (!entry) return;
    bytes -= sizeOf(entry);
    if (read.delete(key)) readBytes -= sizeOf(entry);
    canonical.delete(key);
    unfileVariant(entry);
    for (const tag of entry.tags) {
      const keys = keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) keysByTag.delete(tag);
    }
  }

  /** Moves a key to the most recently used end. @param {PageEntry} entry */
  function touch(entry) {
    const map = read.has(entry.key) ? read : canonical.has(entry.key) ? canonical : variants;
    map.delete(entry.key);
    map.set(entry.key, entry);
    const keys = variantsByPath.get(familyOf(entry));
    if (keys?.delete(entry.key)) keys.add(entry.key);
  }

  const oldest = (/** @type {Iterable<string>} */ keys) => /** @type {string} */ (keys[Symbol.iterator]().next().value);

  /** Read pages past their share go back among the other canonical copies, least recently used first. */
  function keepReadShare() {
    while (readBytes > readBudget && read.size > 1) {
      const entry = /** @type {PageEntry} */ (read.get(oldest(read.keys())));
      read.delete(entry.key);
      readBytes -= sizeOf(entry);
      canonical.set(entry.key, entry);
    }
  }

  /**
   * A second reader's address makes a canonical copy a read page. Never a variant: an address
   * under an invented segment, however many addresses ask for it, stays among the variants.
   * @param {PageEntry} entry @param {string} reader
   */
  function noteReader(entry, reader) {
    if (reader === '' || read.has(entry.key) || !isCanonical(entry)) return;
    const readers = readersOf.get(entry) ?? new Set();
    readersOf.set(entry, readers);
    if (readers.size < READERS_TO_PROTECT) readers.add(reader);
    if (readers.size < READERS_TO_PROTECT) return;
    canonical.delete(entry.key);
    read.set(entry.key, entry);
    readBytes += sizeOf(entry);
    keepReadShare();
  }

  return {
    /**
     * @param {string} key
     * @param {string} [reader] who asks (the key their address is counted under, admission.mjs's fairnessKey)
     * @returns {PageEntry | undefined}
     */
    get(key, reader = '') {
      const entry = canonical.get(key) ?? read.get(key) ?? variants.get(key);
      if (!entry) return undefined;
      if (now() - entry.storedAt > keepMs) {
        remove(key);
        return undefined;
      }
      touch(entry);
      noteReader(entry, reader);
      return entry;
    },
    /** @param {PageEntry} entry */
    set(entry) {
      const before = canonical.get(entry.key) ?? read.get(entry.key) ?? variants.get(entry.key);
      const readers = before ? readersOf.get(before) : undefined;
      remove(entry.key);
      const size = sizeOf(entry);
      if (isCanonical(entry)) {
        canonical.set(entry.key, entry);
      } else {
        const family = familyOf(entry);
        const siblings = variantsByPath.get(family) ?? new Set();
        // A page's own variants make room for its next one: an invented query or segment pushes
        // out another invented one of the same page, not other pages' variants.
        while (siblings.size >= Math.max(1, variantsPerPath)) remove(oldest(siblings));
        variantsByPath.set(family, siblings);
        siblings.add(entry.key);
        variants.set(entry.key, entry);
        variantBytes += size;
      }
      bytes += size;
      for (const tag of entry.tags) {
        if (!keysByTag.has(tag)) keysByTag.set(tag, new Set());
        keysByTag.get(tag)?.add(entry.key);
      }
      // A fresh render of a read page stays one: its readers are the page's, not the render's.
      for (const reader of readers ?? []) noteReader(entry, reader);
      while (variantBytes > variantBudget && variants.size > 0) remove(oldest(variants.keys()));
      // Over the whole budget: variants go first; then the other canonical copies, oldest first
      // (not the one just kept while a read page could go instead); read pages only past their
      // share, or when nothing else is left. The last copy is kept however large.
      while (bytes > maxBytes && variants.size > 0) remove(oldest(variants.keys()));
      while (bytes > maxBytes && canonical.size + read.size > 1) {
        const others = canonical.size - (canonical.has(entry.key) ? 1 : 0);
        if (readBytes > readBudget || (others === 0 && read.size > 0)) remove(oldest(read.keys()));
        else remove(oldest(canonical.keys()));
      }
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
      for (const key of [...canonical.keys(), ...read.keys(), ...variants.keys()]) remove(key);
    },
    get size() {
      return canonical.size + read.size + variants.size;
    },
    /** How many of the entries are variants (the rest are canonical copies and read pages). */
    get variants() {
      return variants.size;
    },
    /** How many are read pages (read from two addresses). */
    get readPages() {
      return read.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
