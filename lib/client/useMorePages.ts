'use client';

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useCallErrorText } from './useCallErrorText';

/** Where a "more" list stands: ready for the next page, loading it, refused, or at its end. */
export type MorePhase = 'idle' | 'loading' | 'failed' | 'done';

/** One page of a list as our handlers answer it, reduced to what paging needs. */
export interface MorePage<Item> {
  items: readonly Item[];
  hasMore: boolean;
}

interface MorePagesOptions<Item> {
  /** The first page this island asks for (0-based): the pages before it came with the server's HTML. */
  firstPage: number;
  /** Whether there is anything after the server's pages. */
  hasMore: boolean;
  /** The server could not load its part: start in 'failed', so the retry is offered at once. */
  failedBefore?: boolean;
  /** Asks our handler for one page. */
  fetchPage: (page: number) => Promise<MorePage<Item>>;
  /** An item's identity: a page that overlaps what is shown (new items pushed the list down) adds nothing twice. */
  keyOf: (item: Item) => number | string;
  /** The component's own words for a failed page, when the failure has none of its own. */
  failedText: string;
}

export interface MorePages<Item> {
  /** The items this island loaded, in order, without the server's. */
  items: Item[];
  phase: MorePhase;
  /** What went wrong with the last page, in the reader's words; null when nothing did. */
  problem: string | null;
  /** Loads the next page (a second call while one is under way does nothing). */
  load: () => Promise<void>;
}

/**
 * The pages after the server's, one at a time: a failed page keeps what is shown and says why,
 * the next load retries it, the end is 'done'. Comments, replies, dynamics and sign-up entries
 * page this way; article lists page with features/columns/useArticlePages.ts, which remembers
 * their pages because they are kept alive across navigation.
 */
export function useMorePages<Item>({ firstPage, hasMore, failedBefore = false, fetchPage, keyOf, failedText }: MorePagesOptions<Item>): MorePages<Item> {
  const errorText = useCallErrorText();
  const [items, setItems] = useState<Item[]>([]);
  const [page, setPage] = useState(firstPage);
  const [phase, setPhase] = useState<MorePhase>(failedBefore ? 'failed' : hasMore ? 'idle' : 'done');
  const [problem, setProblem] = useState<string | null>(failedBefore ? failedText : null);
  const loading = useRef(false);
  // The caller's latest fetchPage and keyOf (often inline functions), read when a load runs.
  const latest = useRef({ fetchPage, keyOf });
  useEffect(() => {
    latest.current = { fetchPage, keyOf };
  });

  const load = useCallback(async () => {
    if (loading.current) return;
    loading.current = true;
    setPhase('loading');
    try {
      const answer = await latest.current.fetchPage(page);
      const { keyOf: key } = latest.current;
      setItems((shown) => {
        const known = new Set(shown.map(key));
        return [...shown, ...answer.items.filter((item) => !known.has(key(item)))];
      });
      setPage(page + 1);
      setProblem(null);
      setPhase(answer.hasMore ? 'idle' : 'done');
    } catch (error) {
      setProblem(errorText(error, failedText));
      setPhase('failed');
    } finally {
      loading.current = false;
    }
  }, [page, errorText, failedText]);

  return { items, phase, problem, load };
}

/**
 * Infinite paging: `load` when `sentinel` comes within reach of the viewport, while the list is
 * 'idle' (never behind the reader's back after a failure: that waits for the retry button).
 */
export function useLoadNearEnd(sentinel: RefObject<HTMLElement | null>, phase: MorePhase, load: () => Promise<void>): void {
  useEffect(() => {
    const element = sentinel.current;
    if (!element || phase !== 'idle') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void load();
    }, { rootMargin: '300px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [sentinel, phase, load]);
}
