import { parseStoredList, readStored, writeStoredList, type StorageLike } from '@/lib/format/storage';

// Reading history, kept on the device only (docs/product.md §2, the member's own pages;
// docs/decisions/0051): the platform is never told what a reader read, and a shared phone's
// history goes with the browser's data. Storage may throw (private mode, disabled, quota) or hold
// anything another script or an older version wrote: every such case reads as "nothing read".

export const READING_HISTORY_KEY = 'touch.reading.history';
/** Enough to find yesterday's article again; a bound for storage. */
export const MAX_READ = 100;
const MAX_TITLE = 200;

export interface ReadEntry {
  /** The article's address on this site (without the base path), as its canonical path. */
  path: string;
  title: string;
  /** When it was last opened (epoch ms). */
  at: number;
}

/** Our own page addresses only: a stored '//host' or 'https:' would lead off the site. */
const isOwnPath = (path: unknown): path is string =>
  typeof path === 'string' && /^\/[^/\\]/.test(path) && path.length <= 500;

/** The stored text as a clean list: well-formed entries only, one per address, newest first, at most MAX_READ. */
export function parseReadingHistory(raw: string | null): ReadEntry[] {
  const entries: ReadEntry[] = [];
  for (const item of parseStoredList(raw)) {
    if (typeof item !== 'object' || item === null) continue;
    const { path, title, at } = item as Record<string, unknown>;
    if (!isOwnPath(path) || typeof title !== 'string' || typeof at !== 'number' || !Number.isFinite(at)) continue;
    if (entries.some((e) => e.path === path)) continue;
    entries.push({ path, title: title.slice(0, MAX_TITLE), at });
  }
  return entries.sort((a, b) => b.at - a.at).slice(0, MAX_READ);
}

const write = (storage: StorageLike | null, entries: ReadEntry[]) =>
  writeStoredList(storage, READING_HISTORY_KEY, entries);

/** Puts the article first (moving it up when it was read before), keeping at most MAX_READ. */
export function recordRead(storage: StorageLike | null, entry: ReadEntry): ReadEntry[] {
  const current = parseReadingHistory(readStored(storage, READING_HISTORY_KEY));
  if (!isOwnPath(entry.path) || entry.title.trim() === '') return current;
  const next = [
    { ...entry, title: entry.title.slice(0, MAX_TITLE) },
    ...current.filter((e) => e.path !== entry.path),
  ].slice(0, MAX_READ);
  write(storage, next);
  return next;
}

/** Forgets everything read on this device; false when the storage refused. */
export function clearReadingHistory(storage: StorageLike | null): boolean {
  return write(storage, []);
}
