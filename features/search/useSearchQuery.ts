'use client';

import { useCallback, useEffect, useState } from 'react';
import type { SearchTclass } from '@/features/search/classes';
import type { SearchOrder } from '@/features/search/order';
import { SEARCH_DEBOUNCE_MS, normalizeKeyword, searchPageQuery } from '@/features/search/query';
import type { SearchTerms } from '@/features/search/types';

/**
 * What the reader asks for: the text in the input (`value`), the search on screen (`query`,
 * which follows the input once the reader pauses typing), the class and the order. The address
 * always names the search on screen, so it can be shared or reloaded.
 */
export function useSearchQuery(initial: SearchTerms) {
  const [value, setValue] = useState(initial.keyword);
  const [query, setQuery] = useState(initial.keyword);
  const [tclass, setTclass] = useState(initial.tclass);
  const [order, setOrder] = useState(initial.order);

  useEffect(() => {
    const next = normalizeKeyword(value);
    if (next === query) return;
    const timer = setTimeout(() => setQuery(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, query]);

  useEffect(() => {
    const search = searchPageQuery({ keyword: query, tclass, order }, window.location.search);
    if (search !== window.location.search) window.history.replaceState(null, '', `${window.location.pathname}${search}`);
  }, [query, tclass, order]);

  /** Puts `word` in the input and searches it at once; gives back the keyword searched. */
  const searchNow = useCallback((word: string) => {
    const keyword = normalizeKeyword(word);
    setValue(keyword);
    setQuery(keyword);
    return keyword;
  }, []);

  /** Another class, for what the input says now. */
  const chooseClass = useCallback(
    (next: SearchTclass) => {
      setTclass(next);
      setQuery(normalizeKeyword(value));
    },
    [value],
  );

  /** Another order, for what the input says now. */
  const chooseOrder = useCallback(
    (next: SearchOrder) => {
      setOrder(next);
      setQuery(normalizeKeyword(value));
    },
    [value],
  );

  const terms: SearchTerms = { keyword: query, tclass, order };
  return { value, setValue, query, tclass, order, terms, searchNow, chooseClass, chooseOrder };
}
