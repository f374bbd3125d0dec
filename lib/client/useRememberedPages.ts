'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

/** What paging needs to know of a page: whether another follows it. */
export interface PagedAnswer {
  hasMore: boolean;
}

/** How long the pages a list loaded are shown again at once when the reader comes back to it. */
const REMEMBERED_MS = 5 * 60_000;

/**
 * The pages each list loaded in this tab, by the list's key, so that coming back to a list (a
 * client-side back from an article, a search typed again) shows them at once instead of asking
 * again; after a few minutes they are asked again.
 */
const remembered = new Map<string, { pages: readonly PagedAnswer[]; at: number }>();

/** Forgets every list's pages: a new tab, for tests that render lists one after another. */
export function forgetRememberedPages(): void {
  remembered.clear();
}

function recall<Page extends PagedAnswer>(key: string): Page[] | null {
  const entry = remembered.get(key);
  return entry && Date.now() - entry.at < REMEMBERED_MS ? (entry.pages as Page[]) : null;
}

interface RememberedPagesOptions<Page extends PagedAnswer> {
  /** Which list: its pages are remembered under this key; another key is another list, with its own pages. */
  key: string;
  /** Whether there is anything to ask for at all (false: nothing is ever asked). */
  hasMore: boolean;
  /** Asks for the page at this index of the hook's pages (0 = the first one the hook holds). */
  fetchPage: (index: number) => Promise<Page>;
  /** Pages this list starts from when the tab remembers none (the server rendered them). */
  initialPages?: readonly Page[];
  /** Pages wanted as soon as a list is shown (a search wants its first page at once; article lists wait for the reader). */
  wantAtOnce?: number;
  /** The server could not load this list: start failed, ask nothing until `retry` (only for the first key, when nothing is remembered). */
  failedBefore?: boolean;
}

export interface RememberedPages<Page> {
  pages: Page[];
  hasMore: boolean;
  /** A page is asked for and has not come yet. */
  loading: boolean;
  /** The last page asked for failed: nothing more is asked until `retry`. */
  failed: boolean;
  /** Asks for pages until `count` are there (the next one near the end; the kept number on a return). */
  want: (count: number) => void;
  retry: () => void;
}

interface ListState<Page> {
  key: string;
  pages: Page[];
  wanted: number;
  failed: boolean;
}

/**
 * The pages of a list, one at a time, as many as wanted (docs/product.md §9), remembered per list
 * for a return. A failed page stops the paging until the reader retries; an answer for a list
 * that is no longer shown (the reader moved on) changes nothing on screen. Article lists
 * (features/columns/useArticlePages.ts) and search's results page this way. No SWR: one list's
 * paging does not need a cache library in every list page's first load (docs/decisions/0035).
 */
export function useRememberedPages<Page extends PagedAnswer>({
  key,
  hasMore: listHasMore,
  fetchPage,
  initialPages = [],
  wantAtOnce = 0,
  failedBefore = false,
}: RememberedPagesOptions<Page>): RememberedPages<Page> {
  const startOf = (listKey: string, failedIfNothingRemembered = false): ListState<Page> => {
    const known = recall<Page>(listKey);
    return { key: listKey, pages: known ?? [...initialPages], wanted: wantAtOnce, failed: known === null && failedIfNothingRemembered };
  };
  const [list, setList] = useState<ListState<Page>>(() => startOf(key, failedBefore));
  // Another list in the same place (a client-side move to another column, another search): its own pages.
  if (list.key !== key) setList(startOf(key));
  const { pages, wanted, failed } = list;
  // The request under way, if any: an answer that is not the latest request's is not shown.
  const asking = useRef<{ key: string } | null>(null);
  // The caller's latest fetchPage (often an inline function), read when a request starts.
  const latest = useRef(fetchPage);
  useEffect(() => {
    latest.current = fetchPage;
  });

  const last = pages[pages.length - 1];
  const hasMore = listHasMore && (last ? last.hasMore : true);

  useEffect(() => {
    if (list.key !== key || asking.current?.key === key || failed || !hasMore || wanted <= pages.length) return;
    const request = { key };
    asking.current = request;
    latest.current(pages.length).then(
      (page) => {
        const next = [...pages, page];
        remembered.set(key, { pages: next, at: Date.now() });
        if (asking.current !== request) return;
        asking.current = null;
        setList((now) => (now.key === key ? { ...now, pages: next } : now));
      },
      () => {
        if (asking.current !== request) return;
        asking.current = null;
        setList((now) => (now.key === key ? { ...now, failed: true } : now));
      },
    );
  }, [list.key, key, pages, wanted, failed, hasMore]);

  const want = useCallback((count: number) => setList((now) => (count > now.wanted ? { ...now, wanted: count } : now)), []);
  const retry = useCallback(() => setList((now) => ({ ...now, failed: false, wanted: Math.max(now.wanted, now.pages.length + 1) })), []);
  return { pages, hasMore, loading: hasMore && !failed && wanted > pages.length, failed, want, retry };
}
