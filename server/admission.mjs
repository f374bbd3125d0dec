// How much work one front server takes on at once (docs/decisions/0033).
//
// One Node process renders every page on one thread. Under 100 connections it accepted every
// request, fell seconds behind, and its own lag made the platform's health probe and calls time
// out: readers were told the platform was down while it was up. Renders and requests passed to
// Next now take a slot; beyond `maxActive` they wait in a queue, and one that would wait longer
// than `maxWaitMs` (or find the queue full) is answered 'busy' (503, Retry-After) at once, before
// the loop falls behind. Cache hits and static files take no slot: they cost almost nothing.

/** Runs `run` after `ms` unless the answered cancel is called first. @typedef {(run: () => void, ms: number) => () => void} SetTimer */

/** A timer that does not keep the process up. @type {SetTimer} */
function unrefTimer(run, ms) {
  const timer = setTimeout(run, ms);
  timer.unref();
  return () => clearTimeout(timer);
}

/**
 * @param {{ maxActive: number, maxQueue: number, maxWaitMs: number, setTimer?: SetTimer }} options
 *   setTimer: timers run by hand in tests
 */
export function createAdmission(options) {
  const setTimer = options.setTimer ?? unrefTimer;
  let active = 0;
  let shed = 0;
  /** @type {{ resolve: (release: (() => void) | null) => void, cancel: () => void }[]} oldest first */
  const queue = [];

  /** The slot's release: idempotent, so an answer that both ends and closes frees it once. */
  function slot() {
    active += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      active -= 1;
      const next = queue.shift();
      if (next) {
        next.cancel();
        next.resolve(slot());
      }
    };
  }

  return {
    /** A slot now, or after waiting in line; null when the wait would be too long (answer busy). */
    admit() {
      if (active < options.maxActive && queue.length === 0) return Promise.resolve(slot());
      if (queue.length >= options.maxQueue || options.maxWaitMs <= 0) {
        shed += 1;
        return Promise.resolve(null);
      }
      return new Promise((resolve) => {
        const waiting = { resolve, cancel: () => {} };
        waiting.cancel = setTimer(() => {
          const index = queue.indexOf(waiting);
          if (index !== -1) queue.splice(index, 1);
          shed += 1;
          resolve(null);
        }, options.maxWaitMs);
        queue.push(waiting);
      });
    },
    /** A slot only if one is free right now (a background refresh is skipped rather than queued). */
    tryAdmit() {
      return active < options.maxActive && queue.length === 0 ? slot() : null;
    },
    get active() {
      return active;
    },
    get queued() {
      return queue.length;
    },
    /** Requests answered busy since the start. */
    get shed() {
      return shed;
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
  return {
    maxActive: number('FRONT_MAX_ACTIVE', 16),
    maxQueue: number('FRONT_MAX_QUEUE', 200),
    maxWaitMs: number('FRONT_MAX_WAIT_MS', 4_000),
  };
}
