// Items kept in localStorage/sessionStorage with a lifetime (docs/product.md §5: "stored expiring
// items are removed when older than their lifetime"). What the browser keeps with a lifetime: the
// "sent today" marks of counts and points (until the reader's day ends: features/analytics/countView.ts,
// features/member/points.ts) and the mark that this browser holds its device cookie (most of the
// cookie's year: lib/client/deviceGate.ts). The tokens are no such item: they never reach the browser
// (a sealed HttpOnly cookie, docs/decisions/0005); their 2 hours are kept on the server
// (lib/platform/auth/processAuth.ts, lib/auth/tokenRefresh.ts). An expired item is removed when read,
// and `removeExpired` sweeps a prefix's items nobody reads again (an article read once, a month ago).
//
// Storage access can throw (Safari private mode, storage disabled, quota), and
// stored text can be anything another script or an older version wrote; every
// such case reads as "nothing stored" instead of breaking the page.
import { PLATFORM_TIME_ZONE } from './platformTime';
import { wallClock } from './wallClock';

/** Lifetime of stored tokens: 2 hours. */
export const TOKEN_LIFETIME_MS = 7_200_000;

/** The part of the Web Storage interface these helpers use. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface Envelope {
  /** The stored value. */
  v: unknown;
  /** Saved at (epoch ms). */
  t: number;
  /** Lifetime (ms). */
  l: number;
}

const toMs = (now: Date | number): number => (typeof now === 'number' ? now : now.getTime());

function isEnvelope(x: unknown): x is Envelope {
  if (typeof x !== 'object' || x === null || !('v' in x) || !('t' in x) || !('l' in x)) return false;
  const { t, l } = x as { t: unknown; l: unknown };
  return typeof t === 'number' && Number.isFinite(t) && typeof l === 'number' && l >= 0;
}

/** Stores `value` (JSON-serialisable) for `lifetimeMs`; false when storing failed. */
export function setExpiring(
  storage: StorageLike,
  key: string,
  value: unknown,
  lifetimeMs: number,
  now: Date | number = Date.now(),
): boolean {
  try {
    const envelope: Envelope = { v: value, t: toMs(now), l: lifetimeMs };
    storage.setItem(key, JSON.stringify(envelope));
    return true;
  } catch {
    return false;
  }
}

function remove(storage: StorageLike, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing more to do: the item reads as absent either way.
  }
}

/**
 * The stored value, or null when absent, unreadable, or older than its lifetime
 * (such items are removed). `isValue` checks the shape when the caller needs a type.
 */
export function getExpiring<T = unknown>(
  storage: StorageLike,
  key: string,
  now: Date | number = Date.now(),
  isValue?: (value: unknown) => value is T,
): T | null {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;

  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  if (!isEnvelope(parsed) || (isValue && !isValue(parsed.v))) {
    remove(storage, key);
    return null;
  }
  if (toMs(now) - parsed.t > parsed.l) {
    remove(storage, key);
    return null;
  }
  return parsed.v as T;
}

/** The part of the Web Storage interface a sweep needs: it walks the keys. */
export type SweepableStorage = StorageLike & Pick<Storage, 'length' | 'key'>;

/**
 * Removes every item under `prefix` that is older than its lifetime or is no expiring item at all
 * (an older version's format); answers how many went. Never throws.
 */
export function removeExpired(storage: SweepableStorage, prefix: string, now: Date | number = Date.now()): number {
  let keys: string[];
  try {
    keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
      (key): key is string => key !== null && key.startsWith(prefix),
    );
  } catch {
    return 0;
  }
  // getExpiring removes what it finds expired or unreadable.
  return keys.filter((key) => getExpiring(storage, key, now) === null).length;
}

/**
 * The time left of the site's day `now` is in (its zone, not the browser's: a reader abroad, or a phone
 * set to another zone, counts days as the platform does; docs/decisions/0094): the lifetime of a
 * "sent today" mark.
 */
export function restOfDayMs(now: Date | number = Date.now(), timeZone: string = PLATFORM_TIME_ZONE): number {
  const at = toMs(now);
  const { hour, minute } = wallClock(new Date(at), timeZone);
  // Zones are offset by whole minutes: the seconds into the minute are the same everywhere.
  const intoDay = (hour * 60 + minute) * 60_000 + (((at % 60_000) + 60_000) % 60_000);
  return DAY_MS - intoDay - 1;
}

const DAY_MS = 86_400_000;

// Lists kept on the device (recent searches, reading history): the stored text, the list it holds,
// and writing it back, each failing as "nothing stored" rather than breaking the page.

/** The stored text under `key`, or null when absent or the storage refused. */
export function readStored(storage: StorageLike | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** The items of a stored JSON array; anything else (absent, not JSON, not an array) is no items. */
export function parseStoredList(raw: string | null): unknown[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? (value as unknown[]) : [];
  } catch {
    return [];
  }
}

/** Stores `items` under `key` (an empty list removes it); false when there is no storage or it refused. */
export function writeStoredList(storage: StorageLike | null, key: string, items: readonly unknown[]): boolean {
  if (!storage) return false;
  try {
    if (items.length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(items));
    return true;
  } catch {
    return false;
  }
}
