'use client';

import { useEffect, useState } from 'react';
import { callHandler } from '@/lib/client/http';
import { searchResults } from '@/lib/client/endpoints';
import { useRememberedPages } from '@/lib/client/useRememberedPages';
import { createStaleCanceller } from '@/features/search/cancel';
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

/**
 * The results of the search on screen, page after page, through the lists' pager
 * (lib/client/useRememberedPages.ts): each search's pages are remembered, so coming back to it
 * (typing it again, another tab and back, a client-side back to the page) shows them at once;
 * while the next search loads (or fails) the results on screen stay (`stale`). Requests of a
 * search the reader typed past are aborted.
 */
export function useSearchResults({ terms, initial, initialPage, initialFailed }: SearchResultsInput) {
  const { keyword: query, tclass } = terms;
  const [canceller] = useState(createStaleCanceller);
  useEffect(() => () => canceller.abortAll(), [canceller]);

  const searchable = isSearchableKeyword(query);
  // Page 0's handler path names the search: the pager's key and the group its requests are cancelled by.
  const key = searchApiPath(terms, 0);
  const isInitial = key === searchApiPath(initial, 0);
  const pager = useRememberedPages<SearchResultPage>({
    key,
    hasMore: searchable,
    wantAtOnce: 1,
    initialPages: isInitial && initialPage ? [initialPage] : NO_PAGES,
    // The server tried already and failed: say so, and let the reader retry.
    failedBefore: isInitial && initialFailed,
    fetchPage: (page) => callHandler(searchResults, searchInput(terms, page), { signal: canceller.signalFor(key) }),
  });

  // The pages last shown, kept on screen while the next search has none yet.
  const [previous, setPrevious] = useState(pager.pages);
  if (pager.pages.length > 0 && pager.pages !== previous) setPrevious(pager.pages);

  const current = searchable ? pager.pages[0] : undefined;
  const pages = current ? pager.pages : searchable ? previous : NO_PAGES;
  const shown = pages[0];
  const articles: SearchArticle[] = uniqueBy(pages.flatMap((page) => page.articles), (article) => article.id);
  const accounts: SearchAccount[] = uniqueBy(pages.flatMap((page) => page.accounts), (account) => account.id);

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
  };
}

export type SearchResults = ReturnType<typeof useSearchResults>;
