import { processWide } from '@/lib/platform/processWide';

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
  now?: () => number;
}

/**
 * The front end's own limit, in this server process: at most `limit` attempts in any
 * `windowMs` per member, device or address (a sliding window over the attempts' times).
 * It complements the platform's limits (docs/decisions/0024: per phone, per device, per address on the
 * platform), which are the ones that hold across front-end instances; this one turns floods
 * away before they cost a platform call.
 */
export function slidingWindow(options: SlidingWindowOptions): RateLimitHook {
  const { limit, windowMs, by = ['memberId', 'device', 'address'], maxKeys = 50_000, now = Date.now } = options;
  const attempts = processWide(`rateLimit:${options.name}`, () => new Map<string, number[]>());
  return (requester) => {
    const who = by.find((key) => requester[key]);
    if (!who) return null; // nobody to count: the platform's limits still apply
    const key = `${who}:${requester[who]}`;
    const at = now();
    const recent = (attempts.get(key) ?? []).filter((time) => time > at - windowMs);
    attempts.delete(key); // re-inserted below: Map order is the recency order
    if (recent.length >= limit) {
      attempts.set(key, recent);
      return Math.max(1, Math.ceil((recent[0]! + windowMs - at) / 1000));
    }
    recent.push(at);
    attempts.set(key, recent);
    while (attempts.size > maxKeys) attempts.delete(attempts.keys().next().value as string);
    return null;
  };
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
