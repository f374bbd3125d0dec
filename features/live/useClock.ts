'use client';

import { useCallback, useSyncExternalStore } from 'react';

/** How often the clock moves for a live's phase: a preview turns 'starting soon', then 'not started'. */
const TICK_MS = 15_000;

/**
 * The time a live's phase is judged by (features/live/liveState.ts): the server's render time while
 * hydrating (the cached HTML says what it said), then the browser's clock, moving every 15 s.
 */
export function useClock(renderedAt: number): number {
  const subscribe = useCallback((listener: () => void) => {
    const timer = setInterval(listener, TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => Math.floor(Date.now() / TICK_MS) * TICK_MS,
    () => renderedAt,
  );
}
