import { z } from 'zod';
import { rawArticleItemSchema } from '../articles/article.schema';
import { list, num, str } from '@/lib/platform/primitives';

// Public figures (docs/platform-api.md, "Figures and leaders": getFigureInfo, figureArticles).

export const rawFigureSchema = z.object({
  id: num(),
  name: str(),
  title: str(),
  region: str(),
  photo: str(),
  intro: str(),
  articleCount: num(),
});
export type RawFigure = z.output<typeof rawFigureSchema>;

/** figureList: every shown figure, without the intro (the list shows who they are in one line). */
export const rawFigureListSchema = z.object({ list: list(rawFigureSchema.omit({ intro: true })) });
export type RawFigureListItem = z.output<typeof rawFigureListSchema>['list'][number];

export const rawFigureArticlesSchema = z.object({
  list: list(rawArticleItemSchema),
  totalCount: num(),
  hasMore: z.boolean().optional(),
});
export type RawFigureArticles = z.output<typeof rawFigureArticlesSchema>;
