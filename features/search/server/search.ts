import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { speaksLaterGeneration } from '@/lib/platform/dialect/knownGeneration';
import { mapHotWords, mapSearchClasses, mapSearchResult, mapSuggestions } from '../search.map';
import { searchAllInTimeCall, searchClassifyCall, searchWordDelyCall } from '../calls';
import type { SearchClass, SearchQuery, SearchResultPage } from '@/features/search/types';

/**
 * Whether the platform searches by class and order: the later generation's searchAllInTime does;
 * a real platform's public searchAll (features/search/calls.ts) takes neither, so its search has
 * one class and the platform's one order, and the screen offers no tabs or order switch there
 * (docs/decisions/0108).
 */
export function searchesByClassAndOrder(): Promise<boolean> {
  return speaksLaterGeneration();
}

/** searchClassify: the search screen's tabs. */
export async function getSearchClasses(): Promise<SearchClass[]> {
  return mapSearchClasses(await platformCall(searchClassifyCall));
}

/** searchWordDely: the hot words offered before the reader types. */
export async function getHotWords(): Promise<string[]> {
  return mapHotWords(await platformCall(searchWordDelyCall, { keyword: '' }));
}

/**
 * searchWordDely with the typed keyword: what to offer as the reader types. Shared between
 * readers (no abort signal: an abandoned request still fills the cache for the next reader).
 */
export async function getSearchSuggestions(keyword: string): Promise<string[]> {
  return mapSuggestions(await platformCall(searchWordDelyCall, { keyword }), keyword);
}

/** searchAllInTime: one page (0-based, 20 a page) of a validated search. */
export async function searchAllInTime(
  query: SearchQuery,
  options: { signal?: AbortSignal } = {},
): Promise<SearchResultPage> {
  return mapSearchResult(await platformCall(searchAllInTimeCall, query, { signal: options.signal }), query);
}
