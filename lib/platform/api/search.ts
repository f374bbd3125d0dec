import 'server-only';
import { platformCall } from '../call';
import { memoizeWithTtl } from '../memo';
import { rawHotWordsSchema, rawSearchClassifySchema, rawSearchResultSchema } from '../schemas/search';
import { mapHotWords, mapSearchClasses, mapSearchResult } from '../map/search';
import type { SearchClass, SearchQuery, SearchResultPage } from '@/lib/search/types';

// Classes and hot words are the same for every reader and change rarely: a few minutes per
// server process. Failures are not cached (memoizeWithTtl), so the next render asks again.
const CLASSES_TTL_MS = 10 * 60_000;
const HOT_WORDS_TTL_MS = 5 * 60_000;

/** searchClassify: the search screen's tabs. */
export const getSearchClasses = memoizeWithTtl(CLASSES_TTL_MS, async (): Promise<SearchClass[]> => {
  const raw = await platformCall('searchClassify', { params: {}, schema: rawSearchClassifySchema });
  return mapSearchClasses(raw);
});

/** searchWordDely: the hot words offered before the reader types. */
export const getHotWords = memoizeWithTtl(HOT_WORDS_TTL_MS, async (): Promise<string[]> => {
  const raw = await platformCall('searchWordDely', { params: {}, schema: rawHotWordsSchema });
  return mapHotWords(raw);
});

/** searchAllInTime: one page (0-based, 20 a page) of a validated search. */
export async function searchAllInTime(query: SearchQuery, options: { signal?: AbortSignal } = {}): Promise<SearchResultPage> {
  const raw = await platformCall('searchAllInTime', {
    params: { keyword: query.keyword, tclass: query.tclass, page: query.page },
    schema: rawSearchResultSchema,
    signal: options.signal,
  });
  return mapSearchResult(raw, query);
}
