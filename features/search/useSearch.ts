'use client';

import { useCallback, useRef, type FormEvent } from 'react';
import { isSearchableKeyword, normalizeKeyword } from '@/features/search/query';
import { useRecentSearches } from './useRecentSearches';
import { useResultsFocus } from './useResultsFocus';
import { useSearchQuery } from './useSearchQuery';
import { useSearchResults } from './useSearchResults';
import type { SearchResultPage, SearchTerms } from '@/features/search/types';

interface SearchInput {
  /** The search of the page's address, rendered (or failed) on the server. */
  initial: SearchTerms;
  initialPage: SearchResultPage | null;
  initialFailed: boolean;
}

/**
 * The search screen's state and what the reader can do on it: type, submit, pick a suggested,
 * hot or recent word, a class or an order, load more, retry, clear the recent searches. The pieces of SearchView only
 * show it and call these.
 */
export function useSearch({ initial, initialPage, initialFailed }: SearchInput) {
  const input = useSearchQuery(initial);
  const { query, terms, searchNow } = input;
  const results = useSearchResults({ terms, initial, initialPage, initialFailed });
  const focus = useResultsFocus(results.shownCount);
  const { focusHeading } = focus;
  const recent = useRecentSearches();
  const addRecent = recent.add;
  const inputRef = useRef<HTMLInputElement>(null);
  const hotHeadingRef = useRef<HTMLHeadingElement>(null);

  const runSearch = useCallback(
    (word: string) => {
      const keyword = searchNow(word);
      if (isSearchableKeyword(keyword)) addRecent(keyword);
      focusHeading();
    },
    [searchNow, addRecent, focusHeading],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const keyword = normalizeKeyword(input.value);
    if (keyword === '') {
      inputRef.current?.focus();
      return;
    }
    if (keyword === query && results.failed) results.retry();
    runSearch(keyword);
  };

  const clearRecent = () => {
    recent.clear();
    (hotHeadingRef.current ?? inputRef.current)?.focus();
  };

  const loadMore = () => {
    if (results.loadingMore) return;
    focus.focusItemWhenShown(results.shownCount);
    results.loadMore();
  };

  return {
    ...input,
    results,
    recentWords: recent.words,
    inputRef,
    hotHeadingRef,
    resultsHeadingRef: focus.headingRef,
    resultsListRef: focus.listRef,
    runSearch,
    submit,
    clearRecent,
    loadMore,
    /** The reader opened a result: remember what found it. */
    rememberShownSearch: () => addRecent(results.shownKeyword),
  };
}
