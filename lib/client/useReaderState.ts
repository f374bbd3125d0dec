'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

export interface ReaderState<T> {
  /** The answer; undefined until it came (or when the question failed: the island then shows its signed-out or unknown state). */
  data: T | undefined;
  /** Sets what is known after a write (an optimistic change, or the write's own answer). */
  setData: (data: T | undefined) => void;
  /** Asks again (after a write whose effect the answer shows); a failure keeps what is shown. */
  reload: () => Promise<void>;
}

/**
 * One reader's part of a cached public page (signed in, collected, their own questions), asked
 * from our handler once after load and again when `key` changes. Plain state, no SWR: its cache
 * would be 5-7 KB gzip of first-load JavaScript for one request (docs/decisions/0034). The follow buttons
 * of a list share one request through it (features/accounts/useFollowState.ts).
 */
export function useReaderState<T>(key: string, ask: () => Promise<T>): ReaderState<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  // The caller's latest `ask` (often an inline function), read when a question runs.
  const latest = useRef(ask);
  useEffect(() => {
    latest.current = ask;
  });

  useEffect(() => {
    let current = true;
    latest.current().then(
      (answer) => current && setData(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [key]);

  const reload = useCallback(async () => {
    try {
      setData(await latest.current());
    } catch {
      // What is shown stays; the write that asked for the reload has said what it did.
    }
  }, []);

  return { data, setData, reload };
}
