// How long a client may take to say what it wants, and how many connections one address may hold
// (docs/decisions/0040). A connection that sends its headers slowly, or holds a connection open
// without asking anything, costs a socket and memory; a few hundred of them from one address
// would crowd out everyone else. The limits below cut them without touching a reader on a slow
// mobile network, who sends headers in one round trip and a body at kilobytes a second.

/**
 * The limits from the environment (README, "Environment").
 * @param {Readonly<Record<string, string | undefined>>} env
 */
export function connectionLimits(env) {
  /** @param {string} name @param {number} fallback */
  const number = (name, fallback) => {
    const value = Number(env[name] ?? fallback);
    return Number.isFinite(value) && value >= 0 ? value : fallback;
  };
  return {
    /** The request line and headers must have arrived within this. */
    headersTimeoutMs: number('FRONT_HEADERS_TIMEOUT_MS', 15_000),
    /**
     * The whole request, body included, within this: a backstop for uploads (50 MB at a slow-3G
     * 40 KB/s takes 21 minutes); trickles are cut far sooner by the body rate (requestBody.mjs).
     */
    requestTimeoutMs: number('FRONT_REQUEST_TIMEOUT_MS', 30 * 60_000),
    /** An idle kept-alive connection is closed after this. */
    keepAliveTimeoutMs: number('FRONT_KEEPALIVE_TIMEOUT_MS', 5_000),
    /** Open connections from one address (direct), or requests under way for one reader (behind a trusted proxy). 0: no limit. */
    perAddress: number('FRONT_MAX_CONNECTIONS_PER_ADDRESS', 64),
  };
}

/**
 * Counts what each address holds at once (connections, requests, sockets).
 * @param {number} max 0: no limit
 */
export function createAddressCounter(max) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  return {
    /** One more for `address`, with its release; null when it already holds `max`. @param {string} address */
    take(address) {
      const count = counts.get(address) ?? 0;
      if (max > 0 && count >= max) return null;
      counts.set(address, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (counts.get(address) ?? 1) - 1;
        if (left <= 0) counts.delete(address);
        else counts.set(address, left);
      };
    },
    /** @param {string} address */
    held(address) {
      return counts.get(address) ?? 0;
    },
    /** How many addresses hold anything (bounded by the connections themselves). */
    get addresses() {
      return counts.size;
    },
  };
}

/** Seconds a client turned away for holding too much is asked to wait. */
export const TOO_MANY_RETRY_AFTER_SECONDS = 5;
