'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { SearchTclass } from '@/features/search/classes';
import type { SearchOrder } from '@/features/search/order';
import { SEARCH_DEBOUNCE_MS, normalizeKeyword, searchPageQuery, termsOfAddress } from '@/features/search/query';
import type { SearchTerms } from '@/features/search/types';

/**
 * What the reader asks for: the text in the input (`value`), the search on screen (`query`,
 * which follows the input once the reader pauses typing), the class and the order. The address
 * always names the search on screen, so it can be shared or reloaded, and a search has a history
 * entry of its own: one begun on the start screen, or chosen (submitted, a word picked), is a new
 * entry, so back from a result comes to it and back again to the start; typing on refines the
 * entry in place. The address is the truth on arrival and on back/forward: the page a client-side
 * back restores was rendered for the address it was first opened at (often the start screen).
 */
export function useSearchQuery(initial: SearchTerms) {
  const [value, setValue] = useState(initial.keyword);
  const [query, setQuery] = useState(initial.keyword);
  const [tclass, setTclass] = useState(initial.tclass);
  const [order, setOrder] = useState(initial.order);
  /** The terms the address was last written for (or read from): only a change from them is written. */
  const written = useRef(searchPageQuery(initial));
  /** The next change is the reader's choice (submit, a word): a new entry even from another search. */
  const chosen = useRef(false);

  useEffect(() => {
    const next = normalizeKeyword(value);
    if (next === query) return;
    const timer = setTimeout(() => setQuery(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, query]);

  // Before the arrival's effect below, so the first run compares the initial terms with themselves.
  useEffect(() => {
    const terms = { keyword: query, tclass, order };
    const own = searchPageQuery(terms);
    if (own === written.current) return;
    written.current = own;
    const search = searchPageQuery(terms, window.location.search);
    if (search === window.location.search) return;
    const fromStart = termsOfAddress(window.location.search).keyword === '';
    const newEntry = query !== '' && (fromStart || chosen.current);
    chosen.current = false;
    const address = `${window.location.pathname}${search}`;
    if (newEntry) window.history.pushState(null, '', address);
    else window.history.replaceState(null, '', address);
  }, [query, tclass, order]);

  // Arrival and back/forward: show the search the address names. On arrival only when it names
  // another keyword than the page was rendered for: else the server's terms stand (it may have
  // chosen another class than the address asked) and so does what was typed before hydration.
  useEffect(() => {
    const showAddress = () => {
      const terms = termsOfAddress(window.location.search);
      written.current = searchPageQuery(terms);
      setValue(terms.keyword);
      setQuery(terms.keyword);
      setTclass(terms.tclass);
      setOrder(terms.order);
    };
    if (termsOfAddress(window.location.search).keyword !== initial.keyword) showAddress();
    window.addEventListener('popstate', showAddress);
    return () => window.removeEventListener('popstate', showAddress);
    // The page's terms at mount only: later ones are the reader's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Puts `word` in the input and searches it at once; gives back the keyword searched. */
  const searchNow = useCallback((word: string) => {
    const keyword = normalizeKeyword(word);
    chosen.current = true;
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
