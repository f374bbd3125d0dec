/**
 * Likes per device and per address: the platform's own last line against a flood of likes
 * (docs/decisions/0043). The front end limits each reader first (lib/http/handler/anonymousLimits.ts:
 * per device, and per the reader's address, which only it knows); these hold whatever calls the
 * platform, across front-end instances.
 *
 * Behind the front end the address is the reader's (passed on in X-Forwarded-For, believed from the
 * front end only: docs/decisions/0080), so the limit per address holds one address, kept above the
 * front end's own (60 likes and 240 counts a minute) for readers who share one behind a NAT. The counts are kept in memory (a like is not a secret to guess: a restart may forget them),
 * bounded so a flood of invented devices cannot fill it.
 */
import { tooManyAttempts } from './attempts.mjs';

/** @typedef {{bucket: string, limit: number, windowMs: number}} Limit */

export const LIKE_LIMITS = {
  /** Likes by one device or member (of articles, lives, posts, comments and short videos together): 60 a minute. */
  perDevice: { bucket: 'like:device', limit: 60, windowMs: 60_000 },
  /** Likes from one address: 600 a minute. */
  perAddress: { bucket: 'like:address', limit: 600, windowMs: 60_000 },
};

/**
 * Clicks, shares and share-page clicks (routes/events.mjs): each is counted once a day per device and
 * object anyway; these bound how many objects one device, or invented devices from one address,
 * may count. A reader scrolling a feed opens a few pages a minute, not 120.
 */
export const COUNT_LIMITS = {
  perDevice: { bucket: 'count:device', limit: 120, windowMs: 60_000 },
  perAddress: { bucket: 'count:address', limit: 1200, windowMs: 60_000 },
};

/** Subjects remembered at most; the least recently seen go first. */
const MAX_SUBJECTS = 100_000;
/** Like times remembered at most, over every subject. */
const MAX_TIMES = 500_000;

/**
 * @param {{now?: () => number, maxSubjects?: number, maxTimes?: number,
 *   limits?: {perDevice: Limit, perAddress: Limit}}} [o] `limits`: LIKE_LIMITS unless told (COUNT_LIMITS)
 */
export function createLikeLimits({
  now = Date.now,
  maxSubjects = MAX_SUBJECTS,
  maxTimes = MAX_TIMES,
  limits = LIKE_LIMITS,
} = {}) {
  /** @type {Map<string, number[]>} in the order the subjects were last seen */
  const times = new Map();
  let total = 0;

  /** @param {string} key @param {number} windowMs @param {number} at */
  function recent(key, windowMs, at) {
    const kept = times.get(key);
    if (!kept) return [];
    times.delete(key);
    total -= kept.length;
    return kept.filter((time) => time > at - windowMs);
  }

  /** @param {string} key @param {number[]} list */
  function keep(key, list) {
    times.set(key, list);
    total += list.length;
    while (times.size > maxSubjects || (total > maxTimes && times.size > 1)) {
      const [oldest, list0] = /** @type {[string, number[]]} */ (times.entries().next().value);
      times.delete(oldest);
      total -= list0.length;
    }
  }

  return {
    /**
     * Counts one like by `actor` (the member or, anonymous, the device: `u:1`, `d:…`) from
     * `address` ('' for what the call does not carry), or throws 'too many attempts, try again in
     * N minutes' when either has had its limit.
     * @param {{actor: string, address: string}} who
     */
    take({ actor, address }) {
      const at = now();
      /** @type {[Limit, string][]} */
      const checks = [
        [limits.perDevice, actor],
        [limits.perAddress, address],
      ];
      const lists = checks
        .filter(([, subject]) => subject !== '')
        .map(
          ([limit, subject]) =>
            /** @type {const} */ ([
              limit,
              `${limit.bucket}:${subject}`,
              recent(`${limit.bucket}:${subject}`, limit.windowMs, at),
            ]),
        );
      const wait = Math.max(
        0,
        ...lists.map(([limit, , list]) =>
          list.length < limit.limit ? 0 : (list[list.length - limit.limit] ?? at) + limit.windowMs - at,
        ),
      );
      for (const [, key, list] of lists) {
        if (wait === 0) list.push(at);
        keep(key, list);
      }
      if (wait > 0) throw tooManyAttempts(wait);
    },
    /** Tests: subjects and times remembered. */
    size: () => ({ subjects: times.size, times: total }),
  };
}

/** @typedef {ReturnType<typeof createLikeLimits>} LikeLimits */

/** @type {WeakMap<object, LikeLimits>} */
const perPlatform = new WeakMap();

/** The like limits of one platform (its context): shared by the event calls of app_if and mvod. @param {object} ctx */
export function likeLimitsOf(ctx) {
  let limits = perPlatform.get(ctx);
  if (!limits) perPlatform.set(ctx, (limits = createLikeLimits()));
  return limits;
}

/** @type {WeakMap<object, LikeLimits>} */
const countsPerPlatform = new WeakMap();

/** The limits of counted clicks and shares of one platform (its context). @param {object} ctx */
export function countLimitsOf(ctx) {
  let limits = countsPerPlatform.get(ctx);
  if (!limits) countsPerPlatform.set(ctx, (limits = createLikeLimits({ limits: COUNT_LIMITS })));
  return limits;
}
