// How much work one front server takes on at once (docs/decisions/0033).
//
// One Node process renders every page on one thread. Under 100 connections it accepted every
// request, fell seconds behind, and its own lag made the platform's health probe and calls time
// out: readers were told the platform was down while it was up. Renders and requests passed to
// Next now take a slot; beyond `maxActive` they wait in a queue, and one that would wait longer
// than `maxWaitMs` (or find the queue full) is answered 'busy' (503, Retry-After) at once, before
// the loop falls behind. Cache hits and static files take no slot: they cost almost nothing.
//
// Fair between addresses (docs/decisions/0080): one address holds at most `maxActivePerAddress`
// slots and `maxQueuePerAddress` places in the line, and a freed slot goes to the addresses in
// turn, so one address asking for uncached pages as fast as it can no longer makes every other
// reader wait behind it. IPv6 addresses count per /64 (what one subscriber is given). Work of no
// address (a background refresh) is held by the totals only.

/**
 * The key an address is counted under: IPv4 as it is (`::ffff:` dropped), IPv6 by its /64.
 * @param {string | undefined} address
 */
export function fairnessKey(address) {
  const plain = (address ?? '')
    .trim()
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
    .replace(/%.*$/, '')
    .toLowerCase();
  if (!plain.includes(':')) return plain;
  const [head = '', tail] = plain.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups =
    tail === undefined ? left : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Runs `run` after `ms` unless the answered cancel is called first. @typedef {(run: () => void, ms: number) => () => void} SetTimer */

/** A timer that does not keep the process up. @type {SetTimer} */
function unrefTimer(run, ms) {
  const timer = setTimeout(run, ms);
  timer.unref();
  return () => clearTimeout(timer);
}

/** @typedef {{ resolve: (release: (() => void) | null) => void, cancel: () => void }} Waiting */

/**
 * @param {{ maxActive: number, maxQueue: number, maxWaitMs: number,
 *   maxActivePerAddress?: number, maxQueuePerAddress?: number, setTimer?: SetTimer }} options
 *   maxActivePerAddress, maxQueuePerAddress: a quarter of the slots and an eighth of the line unless told;
 *   setTimer: timers run by hand in tests
 */
export function createAdmission(options) {
  const setTimer = options.setTimer ?? unrefTimer;
  const perAddress = options.maxActivePerAddress ?? Math.max(1, Math.floor(options.maxActive / 4));
  const queuePerAddress = options.maxQueuePerAddress ?? Math.max(1, Math.floor(options.maxQueue / 8));
  let active = 0;
  let queued = 0;
  let shed = 0;
  /** @type {Map<string, number>} slots held by each address */
  const activeBy = new Map();
  /**
   * Who waits, by address, oldest first in each line; the addresses in the order they are served
   * next (an address served goes to the end).
   * @type {Map<string, Waiting[]>}
   */
  const lines = new Map();

  const holds = (/** @type {string} */ key) => activeBy.get(key) ?? 0;
  const underShare = (/** @type {string} */ key) => key === '' || holds(key) < perAddress;

  /** The slot's release: idempotent, so an answer that both ends and closes frees it once. @param {string} key */
  function slot(key) {
    active += 1;
    if (key !== '') activeBy.set(key, holds(key) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      active -= 1;
      if (key !== '') {
        const left = holds(key) - 1;
        if (left > 0) activeBy.set(key, left);
        else activeBy.delete(key);
      }
      serveNext();
    };
  }

  /** Free slots go to the waiting addresses in turn, each within its share. */
  function serveNext() {
    while (active < options.maxActive) {
      const key = [...lines.keys()].find(underShare);
      if (key === undefined) return;
      const line = /** @type {Waiting[]} */ (lines.get(key));
      const next = /** @type {Waiting} */ (line.shift());
      lines.delete(key);
      if (line.length > 0) lines.set(key, line);
      queued -= 1;
      next.cancel();
      next.resolve(slot(key));
    }
  }

  /** Whether someone who may be served waits already (a newcomer then queues behind them). @param {string} key */
  const othersWaiting = (key) =>
    (lines.get(key)?.length ?? 0) > 0 || [...lines.keys()].some((waiting) => waiting !== key && underShare(waiting));

  return {
    /**
     * A slot now, or after waiting in line; null when the wait would be too long (answer busy).
     * @param {string} [address] the reader's address (server/forwarded.mjs settled it); none for work of no reader
     */
    admit(address) {
      const key = fairnessKey(address);
      if (active < options.maxActive && underShare(key) && !othersWaiting(key)) return Promise.resolve(slot(key));
      const line = lines.get(key) ?? [];
      if (queued >= options.maxQueue || (key !== '' && line.length >= queuePerAddress) || options.maxWaitMs <= 0) {
        shed += 1;
        return Promise.resolve(null);
      }
      return new Promise((resolve) => {
        /** @type {Waiting} */
        const waiting = { resolve, cancel: () => {} };
        waiting.cancel = setTimer(() => {
          const mine = lines.get(key);
          const index = mine?.indexOf(waiting) ?? -1;
          if (mine && index !== -1) {
            mine.splice(index, 1);
            queued -= 1;
            if (mine.length === 0) lines.delete(key);
          }
          shed += 1;
          resolve(null);
        }, options.maxWaitMs);
        line.push(waiting);
        queued += 1;
        if (!lines.has(key)) lines.set(key, line);
      });
    },
    /** A slot only if one is free right now (a background refresh is skipped rather than queued). */
    tryAdmit() {
      return active < options.maxActive && queued === 0 ? slot('') : null;
    },
    get active() {
      return active;
    },
    get queued() {
      return queued;
    },
    /** Requests answered busy since the start. */
    get shed() {
      return shed;
    },
    /** Slots one address holds (tests, the abuse suite's figures). @param {string} address */
    activeOf(address) {
      return holds(fairnessKey(address));
    },
  };
}

/**
 * The limits from the environment (server/main.mjs documents them); 0 active slots means no limit.
 * @param {Readonly<Record<string, string | undefined>>} env
 */
export function admissionLimits(env) {
  /** @param {string} name @param {number} fallback */
  const number = (name, fallback) => {
    const value = Number(env[name] ?? fallback);
    return Number.isFinite(value) && value >= 0 ? value : fallback;
  };
  const maxActive = number('FRONT_MAX_ACTIVE', 16);
  const maxQueue = number('FRONT_MAX_QUEUE', 200);
  return {
    maxActive,
    maxQueue,
    maxWaitMs: number('FRONT_MAX_WAIT_MS', 4_000),
    maxActivePerAddress: number('FRONT_MAX_ACTIVE_PER_ADDRESS', Math.max(1, Math.floor(maxActive / 4))),
    maxQueuePerAddress: number('FRONT_MAX_QUEUE_PER_ADDRESS', Math.max(1, Math.floor(maxQueue / 8))),
  };
}
