import { z } from 'zod';
import { ARTICLE_ITEM_ALIASES, rawArticleItemShape } from '../articles/article.schema';
import { aliased, flag, list, num, str } from '@/lib/platform/primitives';

/** searchClassify: `{list:[{id, name, tclass, extraScreen, columnID, order}]}`. */
export const rawSearchClassSchema = z.object({
  id: num(),
  name: str(),
  tclass: num(-1),
  extraScreen: str(),
  columnID: num(),
  order: num(),
});
export const rawSearchClassifySchema = z.object({ list: list(rawSearchClassSchema) });
export type RawSearchClassify = z.output<typeof rawSearchClassifySchema>;

/** A subscription (xy) account found by searchAllInTime with tclass 15. `xyID` is required. */
export const rawSearchAccountSchema = z.object({
  xyID: z.union([z.number(), z.string().regex(/^\s*\d+\s*$/)]).transform(Number),
  name: str(),
  icon: str(),
  description: str(),
  // Not sent by the reference platform (it lists normal accounts only); a real one may.
  xyStatus: num(),
  xyForbidden: num(),
});
export type RawSearchAccount = z.output<typeof rawSearchAccountSchema>;

/**
 * A found article: a list item, and where the keyword stands in its body when its title lacks it
 * (`snippet`, plain text; '' or absent otherwise: docs/platform-api.md).
 */
export const rawSearchArticleSchema = aliased(ARTICLE_ITEM_ALIASES, rawArticleItemShape.extend({ snippet: str() }));

/**
 * searchAllInTime: `{list, totalCount, hasMore}`. The list holds article list items, or for
 * tclass 15 accounts; an item with an `xyID` is an account, anything else an article.
 */
export const rawSearchResultSchema = z.object({
  list: list(z.union([rawSearchAccountSchema, rawSearchArticleSchema])),
  totalCount: num(),
  hasMore: flag().optional(),
});
export type RawSearchResult = z.output<typeof rawSearchResultSchema>;

/** searchWordDely: hot words, `{list:[{word}]}`; plain strings are accepted too. */
export const rawHotWordsSchema = z.object({
  list: list(z.union([z.object({ word: str() }), z.string()])),
});
export type RawHotWords = z.output<typeof rawHotWordsSchema>;
