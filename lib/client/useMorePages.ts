'use client';

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import useSWRInfinite from 'swr/infinite';
import { useCallErrorText } from './useCallErrorText';
import { useHydrated } from './useHydrated';
import { PAGES_LOADED_NEAR_END } from './pagesLoadedNearEnd';

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
  /** How many pages this island loaded (the server's not counted, a failed one neither). */
  loaded: number;
  phase: MorePhase;
  /** What went wrong with the last page, in the reader's words; null when nothing did. */
  problem: string | null;
  /** Loads the next page (a second call while one is under way does nothing). */
  load: () => Promise<void>;
  /**
   * False in the server HTML and while React hydrates it: a 'more' button is disabled until then,
   * a tap before the script ran would load nothing and say nothing.
   */
  ready: boolean;
}

/** A page that failed, kept in its place: the pages before it stay shown, the next load asks it again. */
interface Failure {
  failure: unknown;
}
const isFailure = (slot: unknown): slot is Failure => typeof slot === 'object' && slot !== null && 'failure' in slot;

/** Each mounted list is a list of its own: nothing is kept for a return (the server renders the list's start again). */
let lists = 0;

const SWR_OPTIONS = {
  initialSize: 0,
  revalidateFirstPage: false,
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
} as const;

/**
 * The pages after the server's, one at a time, through SWR's useSWRInfinite: a failed page keeps
 * what is shown and says why, the next load retries it (and nothing behind the reader's back: no
 * automatic retry, no question on focus), the end is 'done'. Comments, replies, dynamics and
 * sign-up entries page this way; article lists and search keep their pages for a return
 * (lib/client/keptPages.tsx).
 */
export function useMorePages<Item>({
  firstPage,
  hasMore,
  failedBefore = false,
  fetchPage,
  keyOf,
  failedText,
}: MorePagesOptions<Item>): MorePages<Item> {
  const errorText = useCallErrorText();
  const ready = useHydrated();
  const [list] = useState(() => `more:${(lists += 1)}`);
  // The server's failure, until the reader asks again.
  const [failedOnServer, setFailedOnServer] = useState(failedBefore);
  const swr = useSWRInfinite<MorePage<Item> | Failure>(
    (index, previous: MorePage<Item> | Failure | null) => {
      if (!previous) return hasMore || failedBefore ? `${list}#${index}` : null;
      return !isFailure(previous) && previous.hasMore ? `${list}#${index}` : null;
    },
    async (key: string) => {
      try {
        return await fetchPage(firstPage + Number(key.slice(key.lastIndexOf('#') + 1)));
      } catch (failure) {
        return { failure };
      }
    },
    SWR_OPTIONS,
  );

  const slots = swr.data ?? [];
  const last = slots[slots.length - 1];
  const failure = isFailure(last) ? last.failure : undefined;
  const pages = slots.filter((slot): slot is MorePage<Item> => !isFailure(slot));
  const seen = new Set<number | string>();
  const items: Item[] = [];
  for (const item of pages.flatMap((page) => page.items)) {
    if (seen.has(keyOf(item))) continue;
    seen.add(keyOf(item));
    items.push(item);
  }
  const pending = swr.size > slots.length || (failure !== undefined && swr.isValidating);
  const phase: MorePhase = pending
    ? 'loading'
    : failedOnServer || failure !== undefined
      ? 'failed'
      : (last ? (last as MorePage<Item>).hasMore : hasMore)
        ? 'idle'
        : 'done';
  const problem = phase !== 'failed' ? null : failedOnServer ? failedText : errorText(failure, failedText);

  // What load acts on, read when it is called (observers hold old closures).
  const latest = useRef({ phase, failed: failure !== undefined, swr });
  useEffect(() => {
    latest.current = { phase, failed: failure !== undefined, swr };
  });
  const asking = useRef(false);
  const load = useCallback(async () => {
    const now = latest.current;
    if (asking.current || now.phase === 'loading' || now.phase === 'done') return;
    asking.current = true;
    setFailedOnServer(false);
    try {
      // A failed page is asked again (only it); else the next one.
      if (now.failed)
        await now.swr.mutate(now.swr.data, {
          revalidate: (slot: MorePage<Item> | Failure | undefined) => slot === undefined || isFailure(slot),
        });
      else await now.swr.setSize(now.swr.size + 1);
    } finally {
      asking.current = false;
    }
  }, []);

  return { items, loaded: pages.length, phase, problem, load, ready };
}

/**
 * Paging as the end comes near: `load` when `sentinel` comes within reach of the viewport, while the
 * list is 'idle' and has loaded fewer than PAGES_LOADED_NEAR_END pages (never behind the reader's
 * back after a failure: that waits for the retry button). The button loads the pages after those.
 */
export function useLoadNearEnd(
  sentinel: RefObject<HTMLElement | null>,
  { phase, load, loaded }: Pick<MorePages<unknown>, 'phase' | 'load' | 'loaded'>,
): void {
  useEffect(() => {
    const element = sentinel.current;
    if (!element || phase !== 'idle' || loaded >= PAGES_LOADED_NEAR_END) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void load();
      },
      { rootMargin: '300px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [sentinel, phase, load, loaded]);
}
