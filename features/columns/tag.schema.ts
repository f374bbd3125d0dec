import { z } from 'zod';
import { rawArticleItemSchema } from '../articles/article.schema';
import { flag, list, num, str } from '@/lib/platform/primitives';

/** tagScreenArticles: `{tag:{id, name}, list, hasMore, totalCount}`. */
export const rawTagArticlesSchema = z.object({
  tag: z.object({ id: num(), name: str() }).default({ id: 0, name: '' }),
  list: list(rawArticleItemSchema),
  hasMore: flag(),
  totalCount: num(),
});
export type RawTagArticles = z.output<typeof rawTagArticlesSchema>;
