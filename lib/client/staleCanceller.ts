/**
 * Cancels stale requests (docs/product.md §7: a new articles request cancels the earlier one):
 * every request of one group (a search: keyword and class; an article list: its source) shares an
 * abort signal, and asking for the signal of another group aborts the previous group's requests.
 * The reader typed on, or switched to another tab, so their answers are of no use any more.
 */
export interface StaleCanceller {
  signalFor(group: string): AbortSignal;
  /** Aborts whatever is in flight (the screen or the list is going away). */
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
