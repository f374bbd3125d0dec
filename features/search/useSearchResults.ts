'use client';

import { useEffect, useState } from 'react';
import { callHandler } from '@/lib/client/http';
import { searchResults } from '@/lib/client/endpoints';
import { ClientCallError } from '@/lib/client/clientCallError';
import { useKeptPages } from '@/lib/client/keptPages';
import { createStaleCanceller } from '@/lib/client/staleCanceller';
import { isSearchableKeyword, searchApiPath, searchInput } from '@/features/search/query';
import type { SearchAccount, SearchArticle, SearchResultPage, SearchTerms } from '@/features/search/types';

/** Results can shift between pages while new articles are published: show each once. */
function uniqueBy<T>(items: T[], id: (item: T) => number): T[] {
  const seen = new Set<number>();
  return items.filter((item) => {
    if (seen.has(id(item))) return false;
    seen.add(id(item));
    return true;
  });
}

interface SearchResultsInput {
  /** The search on screen. */
  terms: SearchTerms;
  /** The search the server rendered (or failed to). */
  initial: SearchTerms;
  /** Page 0 of `initial`, rendered on the server (null when it failed or there was no keyword). */
  initialPage: SearchResultPage | null;
  initialFailed: boolean;
}

const NO_PAGES: SearchResultPage[] = [];

/** A request of a search the reader typed past: aborted, which is no failure of that search. */
const isCancelled = (error: unknown) => error instanceof ClientCallError && error.code === 'cancelled';

/**
 * The results of the search on screen, page after page, through the lists' SWR pager
 * (lib/client/keptPages.tsx, below KeptPagesCache): each search's pages are kept, so coming back
 * to it (typing it again, another tab and back, a client-side back to the page) shows them at
 * once; while the next search loads (or fails) the results on screen stay (`stale`, SWR's
 * keepPreviousData). Requests of a search the reader typed past are aborted.
 */
export function useSearchResults({ terms, initial, initialPage, initialFailed }: SearchResultsInput) {
  const { keyword: query, tclass } = terms;
  const [canceller] = useState(createStaleCanceller);
  useEffect(() => () => canceller.abortAll(), [canceller]);

  const searchable = isSearchableKeyword(query);
  // Page 0's handler path names the search: the pager's key and the group its requests are cancelled by.
  const key = searchApiPath(terms, 0);
  const isInitial = key === searchApiPath(initial, 0);
  const pager = useKeptPages<SearchResultPage>({
    key,
    hasMore: searchable,
    wantAtOnce: 1,
    initialPage: isInitial ? initialPage : null,
    // The server tried already and failed: say so, and let the reader retry.
    failedBefore: isInitial && initialFailed,
    keepPrevious: true,
    isAbandoned: isCancelled,
    fetchPage: (page) => callHandler(searchResults, searchInput(terms, page), { signal: canceller.signalFor(key) }),
  });

  const current = searchable && pager.current ? pager.pages[0] : undefined;
  const pages = searchable ? pager.pages : NO_PAGES;
  const shown = pages[0];
  const articles: SearchArticle[] = uniqueBy(
    pages.flatMap((page) => page.articles),
    (article) => article.id,
  );
  const accounts: SearchAccount[] = uniqueBy(
    pages.flatMap((page) => page.accounts),
    (account) => account.id,
  );

  return {
    searchable,
    /** Page 0 of the search on screen, once it has come. */
    current,
    /** What is shown: the search on screen, or the one before it while that loads or failed. */
    shownTclass: shown?.tclass ?? tclass,
    shownKeyword: shown?.keyword ?? query,
    stale: shown !== undefined && current === undefined,
    failed: searchable && pager.failed && current === undefined,
    articles,
    accounts,
    shownCount: articles.length + accounts.length,
    hasMore: current !== undefined && pager.hasMore,
    loadingMore: current !== undefined && pager.loading,
    moreFailed: current !== undefined && pager.failed,
    retry: pager.retry,
    retryMore: pager.retry,
    loadMore: () => pager.want(pager.pages.length + 1),
    /** Pages of the search on screen that are shown (its place is kept by them, KeptSearchPlace). */
    pagesShown: current !== undefined ? pages.length : 0,
    /** Asks for pages until `count` are there (a return to a search that had more). */
    wantPages: pager.want,
  };
}

export type SearchResults = ReturnType<typeof useSearchResults>;
