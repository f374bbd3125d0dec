import { z } from 'zod';
import { ARTICLE_ITEM_ALIASES, rawArticleItemShape } from '../articles/article.schema';
import { aliased, list, num, presentFlag, presentNum, str } from '@/lib/platform/primitives';

/** fav and favStatus: whether the article is in the member's collection now. */
export const rawFavStateSchema = z.object({ articleId: presentNum(), isFav: presentFlag() });

/** fav and favCancel: the new state (designed), or the write alone as the real platform answers it (recorded fav.json: `{value: "true"}`). */
export const rawFavWriteSchema = z.union([rawFavStateSchema, z.object({ value: z.literal('true') })]);

/** myFavList: a page of the member's collection, newest first; each item an article list item and when it was collected. */
export const rawFavListSchema = z.object({
  list: list(aliased(ARTICLE_ITEM_ALIASES, rawArticleItemShape.extend({ favTime: str() }))),
  totalCount: num(),
  hasMore: z.boolean().default(false),
});
export type RawFavList = z.output<typeof rawFavListSchema>;
