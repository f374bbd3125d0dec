'use client';

import { useCallback, useSyncExternalStore } from 'react';
import type { StorageLike } from '@/lib/format/storage';
import { clearReadingHistory, parseReadingHistory, readReadingHistoryRaw, READING_HISTORY_KEY, type ReadEntry } from './readingHistory';

// The reading history in localStorage as a store, kept in step with other tabs through the
// `storage` event (as the recent searches: features/search/useRecentSearches.ts).

const listeners = new Set<() => void>();
const EMPTY: ReadEntry[] = [];
let snapshot: { raw: string | null; entries: ReadEntry[] } = { raw: null, entries: EMPTY };

export function deviceStorage(): StorageLike | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function notify() {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  if (event.key === null || event.key === READING_HISTORY_KEY) notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

function getSnapshot(): ReadEntry[] {
  const raw = readReadingHistoryRaw(deviceStorage());
  if (raw !== snapshot.raw) snapshot = { raw, entries: parseReadingHistory(raw) };
  return snapshot.entries;
}

/** Nothing is stored on the server: null until the device's list is read (so 'nothing read' is not shown before). */
const getServerSnapshot = () => null;

export function useReadingHistory() {
  const entries = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const clear = useCallback(() => {
    const done = clearReadingHistory(deviceStorage());
    notify();
    return done;
  }, []);
  return { entries, clear };
}
