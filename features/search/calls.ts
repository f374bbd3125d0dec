import { defineCall } from '@/lib/platform/define';
import { rawHotWordsSchema, rawSearchClassifySchema, rawSearchResultSchema } from './search.schema';
import { platformOrderType } from '@/features/search/order';
import type { SearchQuery } from '@/features/search/types';

// Classes and hot words are the same for every reader and change rarely: a few minutes per
// server process.
const CLASSES_TTL_MS = 10 * 60_000;
const HOT_WORDS_TTL_MS = 5 * 60_000;
/** Hot words, and the suggestions of as many typed prefixes as readers commonly type. */
const WORDS_ENTRIES = 500;

/** searchClassify: the search screen's tabs. */
export const searchClassifyCall = defineCall({
  name: 'searchClassify',
  answer: rawSearchClassifySchema,
  cache: { ttl: CLASSES_TTL_MS, maxEntries: 1 },
});

/**
 * searchWordDely: without a keyword the hot words offered before the reader types; with one, the
 * suggestions as the reader types (hot words and titles holding it). The same for every reader,
 * so shared per keyword for a few minutes.
 */
export const searchWordDelyCall = defineCall({
  name: 'searchWordDely',
  params: ({ keyword }: { keyword: string }) => (keyword ? { keyword } : {}),
  answer: rawHotWordsSchema,
  cache: { ttl: HOT_WORDS_TTL_MS, maxEntries: WORDS_ENTRIES },
});

/** searchAllInTime: one page (0-based, 20 a page) of a validated search, most relevant or newest first. */
export const searchAllInTimeCall = defineCall({
  name: 'searchAllInTime',
  params: ({ keyword, tclass, order, page }: SearchQuery) => ({ keyword, tclass, orderType: platformOrderType(order), page }),
  answer: rawSearchResultSchema,
});
