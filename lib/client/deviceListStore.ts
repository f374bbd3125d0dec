'use client';

import { readStored, type StorageLike } from '@/lib/format/storage';

/** The browser's localStorage, or null where it cannot be reached (private mode, disabled). */
export function deviceStorage(): StorageLike | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * A list kept in localStorage as a store for useSyncExternalStore: every component of the page that
 * shows it reads one snapshot, kept in step with other tabs through the `storage` event. The
 * snapshot is the same array as long as the stored text is the same (useSyncExternalStore needs that).
 */
export function deviceListStore<T>(key: string, parse: (raw: string | null) => T[]) {
  const listeners = new Set<() => void>();
  let snapshot: { raw: string | null; items: T[] } = { raw: null, items: [] };
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === key) notify();
  };
  return {
    notify,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      if (listeners.size === 1) window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
    getSnapshot(): T[] {
      const raw = readStored(deviceStorage(), key);
      if (raw !== snapshot.raw) snapshot = { raw, items: parse(raw) };
      return snapshot.items;
    },
  };
}
