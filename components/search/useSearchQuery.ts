'use client';

import { useCallback, useEffect, useState } from 'react';
import type { SearchTclass } from '@/lib/search/classes';
import { SEARCH_DEBOUNCE_MS, normalizeKeyword, searchPageQuery } from '@/lib/search/query';

/**
 * What the reader asks for: the text in the input (`value`), the search on screen (`query`,
 * which follows the input once the reader pauses typing) and the class. The address always
 * names the search on screen, so it can be shared or reloaded.
 */
export function useSearchQuery(initialKeyword: string, initialTclass: SearchTclass) {
  const [value, setValue] = useState(initialKeyword);
  const [query, setQuery] = useState(initialKeyword);
  const [tclass, setTclass] = useState(initialTclass);

  useEffect(() => {
    const next = normalizeKeyword(value);
    if (next === query) return;
    const timer = setTimeout(() => setQuery(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, query]);

  useEffect(() => {
    const search = searchPageQuery(query, tclass, window.location.search);
    if (search !== window.location.search) window.history.replaceState(null, '', `${window.location.pathname}${search}`);
  }, [query, tclass]);

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

  return { value, setValue, query, tclass, searchNow, chooseClass };
}
