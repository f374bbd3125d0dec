/**
 * Cancels stale requests: every request of one search (keyword + class) shares an abort signal,
 * and asking for the signal of another search aborts the previous search's requests. The reader
 * typed on, so their answers are of no use any more.
 */
export interface StaleCanceller {
  signalFor(group: string): AbortSignal;
  /** Aborts whatever is in flight (the screen is going away). */
  abortAll(): void;
}

export function createStaleCanceller(): StaleCanceller {
  let current: { group: string; controller: AbortController } | null = null;
  return {
    signalFor(group) {
      if (!current || current.group !== group || current.controller.signal.aborted) {
        current?.controller.abort();
        current = { group, controller: new AbortController() };
      }
      return current.controller.signal;
    },
    abortAll() {
      current?.controller.abort();
      current = null;
    },
  };
}
