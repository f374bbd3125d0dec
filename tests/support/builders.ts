/**
 * Test builders shared by the jest suite: the product's own objects with every field a plausible
 * value, so that a test names only the fields it is about and never casts a half-built object.
 * A builder's defaults are nobody's subject: a test that asserts on a value sets it.
 */
import type { ArticleSummary } from '@/features/articles/article.types';
import type { SearchArticle } from '@/features/search/types';

/**
 * An article as a list carries it: by default a news article of column 1 with no picture and
 * nothing counted, its address built from its id and column unless `over` gives one.
 */
export function articleSummary(over: Partial<ArticleSummary> = {}): ArticleSummary {
  const id = over.id ?? 1000;
  const columnId = over.columnId ?? 1;
  return {
    id,
    columnId,
    columnName: '要闻',
    kind: 'news',
    title: `文章 ${id}`,
    publishedAt: null,
    image: { small: '', middle: '', big: '' },
    pictures: [],
    counts: { clicks: 0, comments: 0, likes: 0, shares: 0 },
    href: `/newsDetail/${columnId}/${id}.html`,
    external: false,
    liveStatus: null,
    durationSeconds: 0,
    isTop: false,
    tags: [],
    ...over,
  };
}

/** A search result: an article summary with the body's snippet ('' by default). */
export function searchArticle(over: Partial<SearchArticle> = {}): SearchArticle {
  return { ...articleSummary(over), snippet: over.snippet ?? '' };
}
