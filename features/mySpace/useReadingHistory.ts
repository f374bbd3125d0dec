'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { deviceListStore, deviceStorage } from '@/lib/client/deviceListStore';
import { clearReadingHistory, parseReadingHistory, READING_HISTORY_KEY } from './readingHistory';

// The reading history in localStorage as a store, kept in step with other tabs (as the recent
// searches: features/search/useRecentSearches.ts).
const store = deviceListStore(READING_HISTORY_KEY, parseReadingHistory);

/** Nothing is stored on the server: null until the device's list is read (so 'nothing read' is not shown before). */
const getServerSnapshot = () => null;

export function useReadingHistory() {
  const entries = useSyncExternalStore(store.subscribe, store.getSnapshot, getServerSnapshot);
  const clear = useCallback(() => {
    const done = clearReadingHistory(deviceStorage());
    store.notify();
    return done;
  }, []);
  return { entries, clear };
}
