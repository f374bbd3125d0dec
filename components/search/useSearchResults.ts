'use client';

import { useCallback, useEffect, useState } from 'react';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { callHandler } from '@/lib/client/http';
import type { ClientCallError } from '@/lib/client/clientCallError';
import { searchResults } from '@/lib/client/endpoints';
import { createStaleCanceller } from '@/lib/search/cancel';
import { isSearchableKeyword, searchApiPath, searchGroupOf } from '@/lib/search/query';
import type { SearchAccount, SearchResultPage, SearchTerms } from '@/lib/search/types';
import type { ArticleSummary } from '@/lib/types/article';

const SWR_OPTIONS = {
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
  // Requests are cancelled when the reader types on; a cancelled one must not be reused.
  dedupingInterval: 0,
} as const;

const isCancel = (error: ClientCallError | undefined) => error?.code === 'cancelled';

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
  initialFailed: boolean;
}

const sameSearch = (page: SearchResultPage, terms: SearchTerms) =>
  page.keyword === terms.keyword && page.tclass === terms.tclass && page.order === terms.order;

/**
 * The results of the search on screen, page after page. SWR keeps every search's pages, so
 * coming back shows them at once; while the next search loads (or fails) the results on screen
 * stay (`stale`). Requests of a search the reader typed past are aborted.
 */
export function useSearchResults({ terms, initial, initialFailed }: SearchResultsInput) {
  const { keyword: query, tclass } = terms;
  const [canceller] = useState(createStaleCanceller);
  useEffect(() => () => canceller.abortAll(), [canceller]);
  // SWR's key is the handler's path (searchApiPath), also the key of the server-rendered page 0;
  // its query is the handler's input.
  const fetcher = useCallback(
    (path: string) =>
      callHandler(searchResults, Object.fromEntries(new URLSearchParams(path.slice(path.indexOf('?') + 1))), {
        signal: canceller.signalFor(searchGroupOf(path)),
      }),
    [canceller],
  );

  const searchable = isSearchableKeyword(query);
  const key = searchable ? searchApiPath(terms, 0) : null;
  const isInitialKey = key === searchApiPath(initial, 0);
  const first = useSWR<SearchResultPage, ClientCallError>(key, fetcher, {
    ...SWR_OPTIONS,
    keepPreviousData: true,
    // The server tried already and failed: say so, and let the reader retry.
    revalidateOnMount: initialFailed && isInitialKey ? false : undefined,
  });
  const { data: shownPage, error: firstError, isValidating: firstValidating, mutate: retryFirst } = first;
  const current = shownPage && sameSearch(shownPage, terms) ? shownPage : undefined;
  const shown = searchable ? shownPage : undefined;

  // A request cancelled for a search the reader has come back to: ask again.
  const firstCancelled = isCancel(firstError);
  useEffect(() => {
    if (firstCancelled && !firstValidating) void retryFirst();
  }, [firstCancelled, firstValidating, retryFirst]);

  const more = useSWRInfinite<SearchResultPage, ClientCallError>(
    (index: number, previous: SearchResultPage | null) => {
      if (!current?.hasMore || (previous && !previous.hasMore)) return null;
      return searchApiPath(current, index + 1);
    },
    fetcher,
    { ...SWR_OPTIONS, initialSize: 0, revalidateFirstPage: false },
  );
  const morePages = current ? (more.data ?? []) : [];
  const lastPage = morePages[morePages.length - 1] ?? current;
  const loadingMore = more.isValidating && more.size > morePages.length;

  const pages = current ? [current, ...morePages] : shown ? [shown] : [];
  const articles: ArticleSummary[] = uniqueBy(pages.flatMap((page) => page.articles), (article) => article.id);
  const accounts: SearchAccount[] = uniqueBy(pages.flatMap((page) => page.accounts), (account) => account.id);

  return {
    searchable,
    /** Page 0 of the search on screen, once it has come. */
    current,
    /** What is shown: the search on screen, or the one before it while that loads or failed. */
    shownTclass: shown?.tclass ?? tclass,
    shownKeyword: shown?.keyword ?? query,
    stale: shown !== undefined && current === undefined,
    failed:
      searchable &&
      ((firstError !== undefined && !firstCancelled) || (initialFailed && isInitialKey && shownPage === undefined && !firstValidating)),
    articles,
    accounts,
    shownCount: articles.length + accounts.length,
    hasMore: Boolean(current && lastPage?.hasMore),
    loadingMore,
    moreFailed: more.error !== undefined && !isCancel(more.error),
    retry: () => void retryFirst(),
    retryMore: () => void more.mutate(),
    loadMore: () => void more.setSize(more.size + 1),
  };
}

export type SearchResults = ReturnType<typeof useSearchResults>;
