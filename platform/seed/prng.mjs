/**
 * Deterministic randomness for the seed. Content must be identical on every
 * machine and every run (tests name titles and ids), so nothing here may touch
 * Math.random or the clock.
 */

export const SEED = 20261122;

/**
 * mulberry32: tiny, fast, good enough for demo content.
 * @param {number} seed 32-bit integer
 * @returns {() => number} floats in [0, 1)
 */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A generator with helpers. Each article gets its own, keyed by id, so article N
 * is the same whether the seed makes 120 or 100 000 articles.
 * @param {number} key
 */
export function rngFor(key) {
  // Mix key into the fixed seed (golden-ratio multiply) so neighbouring keys diverge.
  const next = mulberry32((SEED ^ Math.imul(key + 1, 0x9e3779b1)) >>> 0);
  next(); // first draw of a fresh mulberry32 is weakly mixed; discard it
  const rng = {
    next,
    /** @param {number} min @param {number} max inclusive */
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    /** @template T @param {readonly T[]} list @returns {T} */
    pick: (list) => {
      const chosen = list[Math.floor(next() * list.length)];
      if (chosen === undefined) throw new Error('pick from an empty list');
      return chosen;
    },
    /** @param {number} p */
    chance: (p) => next() < p,
    /**
     * Distinct picks, in draw order.
     * @template T @param {readonly T[]} list @param {number} n @returns {T[]}
     */
    sample: (list, n) => {
      const copy = list.slice();
      const out = [];
      while (out.length < n && copy.length) out.push(...copy.splice(Math.floor(next() * copy.length), 1));
      return out;
    },
    /**
     * Weighted choice over [value, weight] pairs.
     * @template T @param {readonly (readonly [T, number])[]} pairs @returns {T}
     */
    weighted: (pairs) => {
      const total = pairs.reduce((s, [, w]) => s + w, 0);
      let r = next() * total;
      for (const [v, w] of pairs) {
        r -= w;
        if (r < 0) return v;
      }
      // Only rounding can leave r at 0 after the last pair; the last value is then the right answer.
      const last = pairs.at(-1);
      if (!last) throw new Error('weighted choice over no pairs');
      return last[0];
    },
  };
  return rng;
}

/** @typedef {ReturnType<typeof rngFor>} Rng */
