import { defineCall } from '@/lib/platform/define';
import { rawColumnDetailSchema, rawColumnsSchema } from './column.schema';
import { rawArticleHotSchema, rawArticleListSchema } from '../articles/article.schema';
import { rawModuleViewSchema } from './module.schema';
import { rawTagArticlesSchema } from './tag.schema';
import { rawSpecialSchema } from './special.schema';
import { tag } from '@/lib/cache/tags';
import { rawCatsSchema, rawCatXysSchema } from './subscription.schema';

// The column tree changes rarely and every list page draws the tabs: a minute per server process.
const COLUMN_TREE_TTL_MS = 60_000;

/**
 * articleHot: the site's most read recent articles (docs/platform-api.md); the search screen lists them before
 * a search; with `days` (1, 7) the most read of the day and of the week, on home and under every article.
 */
export const articleHotCall = defineCall({
  name: 'articleHot',
  params: ({ count, days }: { count: number; days?: 1 | 7 }) => (days ? { count, days } : { count }),
  answer: rawArticleHotSchema,
  criticality: 'secondary',
  fallback: { list: [] },
  // One answer per period (the recent window, the day, the week), shared by every page that ranks.
  cache: { ttl: 'content', maxEntries: 3, tags: () => [] },
});

/** getColumns: the columns under a parent (0 = the top columns). */
export const getColumnsCall = defineCall({
  name: 'getColumns',
  params: (parentColumnId: number) => ({ parentColumnId, version: 0 }),
  answer: rawColumnsSchema,
  cache: { ttl: COLUMN_TREE_TTL_MS, maxEntries: 500, tags: (parentColumnId) => [tag.column(parentColumnId)] },
});

/** getColumn: one column and its children; a negative status when there is none. */
export const getColumnCall = defineCall({
  name: 'getColumn',
  params: (columnId: number) => ({ columnId }),
  answer: rawColumnDetailSchema,
  nullWhenMissing: true,
  cache: { ttl: COLUMN_TREE_TTL_MS, maxEntries: 500, tags: (columnId) => [tag.column(columnId)] },
});

export interface ArticlePageInput {
  columnId: number;
  /** 0-based, 20 a page. */
  page: number;
  /** Only articles of one type. */
  typeScreen?: number;
}

/**
 * getArticles: one page of a column's articles, with the extras page 0 carries (modules, live
 * articles, carousel, top module, ads). The first page is what every render of a list page
 * needs: shared. Later pages are one reader's scrolling, asked from the browser: always fresh.
 */
export const getArticlesCall = defineCall({
  name: 'getArticles',
  params: ({ columnId, page, typeScreen }: ArticlePageInput) => ({ columnId, page, lastFileId: 0, adv: 1, typeScreen }),
  answer: rawArticleListSchema,
  cache: {
    ttl: 'content',
    maxEntries: 500,
    when: ({ page }) => page === 0,
    tags: ({ columnId }) => [tag.column(columnId)],
  },
});

/** moduleView: a module group with all its items; a negative status when there is none. */
export const moduleViewCall = defineCall({
  name: 'moduleView',
  params: (id: number) => ({ id }),
  answer: rawModuleViewSchema,
  nullWhenMissing: true,
});

/** tagScreenArticles: one page (0-based) of a tag's articles; a negative status when there is no such tag. */
export const tagScreenArticlesCall = defineCall({
  name: 'tagScreenArticles',
  params: (input: { tagId: number; page: number }) => input,
  answer: rawTagArticlesSchema,
  nullWhenMissing: true,
});

/** getSubSpecialArticles: a special topic with the first page of every sub-column. */
export const getSubSpecialArticlesCall = defineCall({
  name: 'getSubSpecialArticles',
  params: (columnId: number) => ({ columnId, page: 0 }),
  answer: rawSpecialSchema,
  nullWhenMissing: true,
});

// Categories change rarely and every subscription page needs them: five minutes per process.
const CATEGORIES_TTL_MS = 5 * 60_000;

/** getCats: the subscription categories of an account code (docs/product.md §7: "code fixed to an account code"). */
export const getCatsCall = defineCall({
  name: 'getCats',
  params: (code: string) => ({ code }),
  answer: rawCatsSchema,
  // The gateway answers the categories alone, an array (AppController getCats, ApiManager).
  dialect: { listKey: 'catsList' },
  cache: { ttl: CATEGORIES_TTL_MS, maxEntries: 1 },
});

/** getCatXys: one page of a category's accounts (start, count); a negative status when there is no such category. */
export const getCatXysCall = defineCall({
  name: 'getCatXys',
  params: (input: { id: number; start: number; count: number }) => input,
  answer: rawCatXysSchema,
  dialect: { listKey: 'xys' },
  nullWhenMissing: true,
});
