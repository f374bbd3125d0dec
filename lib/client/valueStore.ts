/**
 * One value of page-wide state that components read with useSyncExternalStore: `get` is the
 * snapshot, `subscribe` the subscription, and `set` notifies every subscriber when the value
 * changes (by identity: a store of objects notifies on every new object). Plain module code, so
 * it runs in tests and on the server too (where nothing ever subscribes).
 */
export interface ValueStore<T> {
  get: () => T;
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
}

export function valueStore<T>(initial: T): ValueStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
