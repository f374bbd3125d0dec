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

const SEARCH_PAGE = 20;

/**
 * searchAllInTime: one page (0-based, 20 a page) of a validated search, most relevant or newest
 * first. The public platforms search with searchAll (columnId 0 for every column, key, start,
 * count: ArticleController, a recorded suite's Search_Common.robot) and answer the articles
 * alone, an array as `data`; classes and order are ours.
 */
export const searchAllInTimeCall = defineCall({
  name: 'searchAllInTime',
  params: ({ keyword, tclass, order, page }: SearchQuery) => ({
    keyword,
    tclass,
    orderType: platformOrderType(order),
    page,
  }),
  answer: rawSearchResultSchema,
  publicForm: {
    name: 'searchAll',
    params: ({ keyword, page }: SearchQuery) => ({
      columnId: 0,
      key: keyword,
      start: page * SEARCH_PAGE,
      count: SEARCH_PAGE,
      articleType: -1,
    }),
  },
});
