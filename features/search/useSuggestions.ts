'use client';

import { useEffect, useState } from 'react';
import { callHandler } from '@/lib/client/http';
import { searchSuggestions } from '@/lib/client/endpoints';
import { SUGGEST_DEBOUNCE_MS, isSearchableKeyword, normalizeKeyword } from '@/features/search/query';

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

  const asking = typing && keyword !== null && isSearchableKeyword(keyword) ? keyword : null;
  const [answer, setAnswer] = useState<{ words: string[] } | null>(null);
  useEffect(() => {
    if (asking === null) return;
    let current = true;
    fetchSuggestions(asking).then(
      (words) => current && setAnswer(words),
      () => current && setAnswer(null),
    );
    // The reader typed on: an answer for the word before is not offered.
    return () => {
      current = false;
    };
  }, [asking]);
  if (!typing || !isSearchableKeyword(typed) || !answer) return NONE;
  return answer.words.filter((word) => word !== typed);
}
