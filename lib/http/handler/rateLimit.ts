import { processWide } from '@/lib/processWide.mjs';

/** Who is asking, as far as this server can tell (see `requesterAddress` for how far that is). */
export interface Requester {
  memberId: string | null;
  device: string | null;
  address: string | null;
}

/** A handler's rate limit: the seconds to wait before the next try, or null to go on. */
export type RateLimitHook = (requester: Requester) => number | null;

export type RequesterKey = keyof Requester;

export interface SlidingWindowOptions {
  /** Names the limiter: handlers that share a name share the counts. */
  name: string;
  /** Attempts allowed per key within `windowMs`. */
  limit: number;
  windowMs: number;
  /** Which identity counts, first one present wins (default: the member, else the device, else the address). */
  by?: readonly RequesterKey[];
  /** Keys remembered at most; the least recently seen go first (a flood of invented ids must not fill the memory). */
  maxKeys?: number;
  /**
   * Attempt times remembered at most, over all keys (each key keeps up to `limit` of them): with
   * `maxKeys` it bounds the memory whatever the limit; the least recently seen keys go first.
   */
  maxAttempts?: number;
  now?: () => number;
}

/** The limiter's memory: attempt times per key, in the order the keys were last seen, and their total. */
interface Attempts {
  byKey: Map<string, number[]>;
  total: number;
}

/**
 * The key an address is counted under. An IPv6 reader is given a whole /64 by their provider
 * (one household, one phone), and every address in it is theirs to use: counting each address
 * apart would let one reader flood from 2^64 of them. IPv4 (also written `::ffff:a.b.c.d`) is
 * counted per address. A port or zone written with the address is not part of it.
 */
export function addressKey(address: string): string {
  const written = address.trim().toLowerCase();
  // A proxy may write the reader's port too ("203.0.113.7:51234", "[2001:db8::1]:443"): each
  // connection has a port of its own, and a new port is not a new reader.
  const host =
    /^\[([^\]]*)\](?::\d+)?$/.exec(written)?.[1] ?? /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(written)?.[1] ?? written;
  // A zone (fe80::1%eth0) names the interface it arrived on, not another reader.
  const plain = host.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain);
  if (mapped) return mapped[1]!;
  if (!plain.includes(':')) return plain;
  const [head = '', tail] = plain.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  if (groups.length < 4) return plain; // not an IPv6 address after all: counted as it is
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The front end's own limit, in this server process: at most `limit` attempts in any
 * `windowMs` per member, device or address (a sliding window over the attempts' times; an IPv6
 * address counts as its /64, `addressKey`). It complements the platform's limits (docs/decisions/0024: per
 * phone, per device, per address on the platform), which are the ones that hold across front-end
 * instances; this one turns floods away before they cost a platform call. Its memory is bounded
 * by `maxKeys` and `maxAttempts` (docs/decisions/0043).
 */
export function slidingWindow(options: SlidingWindowOptions): RateLimitHook {
  const {
    limit,
    windowMs,
    by = ['memberId', 'device', 'address'],
    maxKeys = 50_000,
    maxAttempts = 200_000,
    now = Date.now,
  } = options;
  const attempts = processWide<Attempts>(`rateLimit:${options.name}`, () => ({ byKey: new Map(), total: 0 }));
  const store = (key: string, times: number[]) => {
    attempts.byKey.set(key, times);
    attempts.total += times.length;
  };
  return (requester) => {
    const who = by.find((key) => requester[key]);
    if (!who) return null; // nobody to count: the platform's limits still apply
    const value = requester[who]!;
    const key = `${who}:${who === 'address' ? addressKey(value) : value}`;
    const at = now();
    const before = attempts.byKey.get(key);
    const recent = (before ?? []).filter((time) => time > at - windowMs);
    // Re-inserted below: Map order is the recency order.
    if (before) {
      attempts.byKey.delete(key);
      attempts.total -= before.length;
    }
    if (recent.length >= limit) {
      store(key, recent);
      return Math.max(1, Math.ceil((recent[0]! + windowMs - at) / 1000));
    }
    recent.push(at);
    store(key, recent);
    while (attempts.byKey.size > maxKeys || (attempts.total > maxAttempts && attempts.byKey.size > 1)) {
      const [oldest, times] = attempts.byKey.entries().next().value as [string, number[]];
      attempts.byKey.delete(oldest);
      attempts.total -= times.length;
    }
    return null;
  };
}

/** Tests: how many keys and attempt times limiter `name` remembers. */
export function limiterSize(name: string): { keys: number; attempts: number } {
  const attempts = processWide<Attempts>(`rateLimit:${name}`, () => ({ byKey: new Map(), total: 0 }));
  return { keys: attempts.byKey.size, attempts: attempts.total };
}

/**
 * Several limits at once, each counting its own identity: the longest wait wins. A flood that
 * throws its device cookie away each time (a fresh one is free) is still one address, and a
 * crowd behind one address is still many devices (docs/decisions/0024).
 */
export function allOf(...hooks: readonly RateLimitHook[]): RateLimitHook {
  return (requester) => {
    const waits = hooks.map((hook) => hook(requester)).filter((wait): wait is number => wait !== null);
    return waits.length === 0 ? null : Math.max(...waits);
  };
}
