'use client';

import { useCallback, useSyncExternalStore } from 'react';
import type { StorageLike } from '@/lib/format/storage';
import { addRecentSearch, clearRecentSearches, parseRecentSearches, readRecentSearchesRaw, RECENT_SEARCHES_KEY } from '@/features/search/recent';

// One store per page for the recent searches in localStorage, shared by every component that
// shows them, and kept in step with other tabs through the `storage` event.

const listeners = new Set<() => void>();
const EMPTY: string[] = [];
let snapshot: { raw: string | null; words: string[] } = { raw: null, words: EMPTY };

function deviceStorage(): StorageLike | null {
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
  if (event.key === null || event.key === RECENT_SEARCHES_KEY) notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The same array as long as the stored text is the same (useSyncExternalStore needs that). */
function getSnapshot(): string[] {
  const raw = readRecentSearchesRaw(deviceStorage());
  if (raw !== snapshot.raw) snapshot = { raw, words: parseRecentSearches(raw) };
  return snapshot.words;
}

/** Nothing is stored on the server: the first render shows none, then the device's list. */
const getServerSnapshot = () => EMPTY;

export function useRecentSearches() {
  const words = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const add = useCallback((keyword: string) => {
    addRecentSearch(deviceStorage(), keyword);
    notify();
  }, []);
  const clear = useCallback(() => {
    clearRecentSearches(deviceStorage());
    notify();
  }, []);
  return { words, add, clear };
}
