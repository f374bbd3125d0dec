import { z } from 'zod';
import { defineCall } from '@/lib/platform/define';
import { rawArticleItemSchema } from './article.schema';
import { list } from '@/lib/platform/primitives';
import { rawArticleContentSchema } from './articleContent.schema';
import { tag } from '@/lib/cache/tags';

export interface ArticleContentInput {
  articleId: number;
  /** The column the reader came from (the detail route's column segment). */
  columnId?: number;
}

const articleContent = {
  params: ({ articleId, columnId }: ArticleContentInput) => ({ articleId, colID: columnId }),
  answer: rawArticleContentSchema,
  nullWhenMissing: true,
  // Shared between renders: the metadata and the page of one request, and every reader of a
  // shared link. A missing article (null) is remembered too. A like drops it (its tag).
  cache: { ttl: 'content', maxEntries: 1000, tags: ({ articleId }: ArticleContentInput) => [tag.article(articleId)] },
} as const;

/** getArticleContent: an article for its detail page; a negative status when there is none. */
export const getArticleContentCall = defineCall({ name: 'getArticleContent', ...articleContent });

/** myArticleContent: the poster variant of getArticleContent (same answer, never a preview). */
export const myArticleContentCall = defineCall({ name: 'myArticleContent', ...articleContent });

/**
 * recommendList: what the site recommends beside an article (the most liked and shared of its
 * newest, docs/platform-api.md), the article itself left out. Secondary, like related reading.
 */
export const recommendListCall = defineCall({
  name: 'recommendList',
  params: (articleId: number) => ({ articleId, count: RECOMMENDED_ASKED }),
  answer: z.object({ list: list(rawArticleItemSchema) }),
  criticality: 'secondary',
  fallback: { list: [] },
  cache: { ttl: 'content', maxEntries: 1000, tags: (articleId: number) => [tag.article(articleId)] },
});

/** More than an article page shows: the related ones among them are left out (features/articles/server/related.ts). */
const RECOMMENDED_ASKED = 12;

/**
 * getRelArticles: an article's related reading (docs/platform-api.md), the articles that share
 * its subject. Secondary: a failed list leaves the section out, never the article.
 */
export const getRelArticlesCall = defineCall({
  name: 'getRelArticles',
  params: (articleId: number) => ({ articleId }),
  answer: z.object({ list: list(rawArticleItemSchema) }),
  criticality: 'secondary',
  fallback: { list: [] },
  cache: { ttl: 'content', maxEntries: 1000, tags: (articleId: number) => [tag.article(articleId)] },
});
