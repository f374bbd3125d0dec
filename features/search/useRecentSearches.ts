'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { deviceListStore, deviceStorage } from '@/lib/client/deviceListStore';
import {
  addRecentSearch,
  clearRecentSearches,
  parseRecentSearches,
  RECENT_SEARCHES_KEY,
} from '@/features/search/recent';

// One store per page for the recent searches in localStorage, shared by every component that
// shows them, and kept in step with other tabs.
const store = deviceListStore(RECENT_SEARCHES_KEY, parseRecentSearches);
const EMPTY: string[] = [];

/** Nothing is stored on the server: the first render shows none, then the device's list. */
const getServerSnapshot = () => EMPTY;

export function useRecentSearches() {
  const words = useSyncExternalStore(store.subscribe, store.getSnapshot, getServerSnapshot);
  const add = useCallback((keyword: string) => {
    addRecentSearch(deviceStorage(), keyword);
    store.notify();
  }, []);
  const clear = useCallback(() => {
    clearRecentSearches(deviceStorage());
    store.notify();
  }, []);
  return { words, add, clear };
}
