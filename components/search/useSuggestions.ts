'use client';

import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { callHandler } from '@/lib/client/http';
import { searchSuggestions } from '@/lib/client/endpoints';
import { SUGGEST_DEBOUNCE_MS, isSearchableKeyword, normalizeKeyword } from '@/lib/search/query';

const NONE: string[] = [];

const fetchSuggestions = (keyword: string) => callHandler(searchSuggestions, { keyword });

/**
 * The words offered as the reader types (searchWordDely through GET /api/search/suggestions),
 * for what the input says after a short pause; nothing is asked until the reader types
 * (`typing`), so a page opened on a search link asks for nothing. The words of the previous keyword stay while the
 * next ones load, so the list does not flicker; a failure offers nothing (suggestions are a help,
 * the search itself still works). What the reader has typed is never offered back.
 */
export function useSuggestions(value: string, typing: boolean): string[] {
  const typed = normalizeKeyword(value);
  const [keyword, setKeyword] = useState<string | null>(null);
  useEffect(() => {
    if (!typing || typed === keyword) return;
    const timer = setTimeout(() => setKeyword(typed), SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typing, typed, keyword]);

  const key = typing && keyword !== null && isSearchableKeyword(keyword) ? ['search/suggestions', keyword] : null;
  const { data } = useSWR(key, ([, word]: [string, string]) => fetchSuggestions(word), {
    keepPreviousData: true,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  if (!typing || !isSearchableKeyword(typed) || !data) return NONE;
  return data.words.filter((word) => word !== typed);
}
