import { defineCall } from '@/lib/platform/define';
import { rawFigureArticlesSchema, rawFigureListSchema, rawFigureSchema } from './figure.schema';
import { tag } from '@/lib/cache/tags';

/** figureList: every shown figure (figureDetail without an id lists them). */
export const figureListCall = defineCall({
  name: 'figureList',
  params: () => ({}),
  answer: rawFigureListSchema,
  cache: { ttl: 'content', maxEntries: 1, tags: () => [tag.figure(0)] },
});

/** getFigureInfo: a public figure; a negative status ('figure not found') when there is none or it was withdrawn. */
export const getFigureInfoCall = defineCall({
  name: 'getFigureInfo',
  params: (id: number) => ({ id }),
  answer: rawFigureSchema,
  nullWhenMissing: true,
  cache: { ttl: 'content', maxEntries: 200, tags: (id) => [tag.figure(id)] },
});

/** figureArticles: one page (0-based, 20) of the reports about a figure, newest first. */
export const figureArticlesCall = defineCall({
  name: 'figureArticles',
  params: ({ id, page, count = 20 }: { id: number; page: number; count?: number }) => ({ id, page, count }),
  answer: rawFigureArticlesSchema,
  nullWhenMissing: true,
  cache: { ttl: 'content', maxEntries: 200, when: ({ page }) => page === 0, tags: ({ id }) => [tag.figure(id)] },
});
