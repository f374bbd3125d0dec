import { defineCall } from '../define';
import { rawHotWordsSchema, rawSearchClassifySchema, rawSearchResultSchema } from '../schemas/search';
import type { SearchQuery } from '@/lib/search/types';

// Classes and hot words are the same for every reader and change rarely: a few minutes per
// server process.
const CLASSES_TTL_MS = 10 * 60_000;
const HOT_WORDS_TTL_MS = 5 * 60_000;

/** searchClassify: the search screen's tabs. */
export const searchClassifyCall = defineCall({
  name: 'searchClassify',
  service: 'app',
  method: 'GET',
  auth: 'site',
  answer: rawSearchClassifySchema,
  criticality: 'page',
  cache: { ttl: CLASSES_TTL_MS, maxEntries: 1 },
});

/** searchWordDely: the hot words offered before the reader types. */
export const searchWordDelyCall = defineCall({
  name: 'searchWordDely',
  service: 'app',
  method: 'GET',
  auth: 'site',
  answer: rawHotWordsSchema,
  criticality: 'page',
  cache: { ttl: HOT_WORDS_TTL_MS, maxEntries: 1 },
});

/** searchAllInTime: one page (0-based, 20 a page) of a validated search. */
export const searchAllInTimeCall = defineCall({
  name: 'searchAllInTime',
  service: 'app',
  method: 'GET',
  auth: 'site',
  params: ({ keyword, tclass, page }: SearchQuery) => ({ keyword, tclass, page }),
  answer: rawSearchResultSchema,
  criticality: 'page',
});
