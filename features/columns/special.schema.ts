import { z } from 'zod';
import { rawArticleItemSchema } from '../articles/article.schema';
import { rawColumnSchema } from './column.schema';
import { flag, list, num, str } from '@/lib/platform/primitives';

export const rawSpecialSectionSchema = z.object({
  column: rawColumnSchema,
  list: list(rawArticleItemSchema),
  totalCount: num(),
  hasMore: flag(),
});

/** getSubSpecialArticles: `{column, banner, subColumns:[{column, list, totalCount, hasMore}]}`. */
export const rawSpecialSchema = z.object({
  column: rawColumnSchema,
  banner: str(),
  subColumns: list(rawSpecialSectionSchema),
});
export type RawSpecial = z.output<typeof rawSpecialSchema>;
