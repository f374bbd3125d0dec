'use client';

import type { ArticlePage } from '@/features/articles/article.types';
import { callHandler } from '@/lib/client/http';
import { listPage } from '@/lib/client/endpoints';
import { useKeptPages, type KeptPages } from '@/lib/client/keptPages';
import { listPageQuery, type ListSource } from '@/features/articleList/listSource';

export type ListPage = Pick<ArticlePage, 'articles' | 'hasMore'>;

export type ArticlePages = KeptPages<ListPage>;

/**
 * Pages 1, 2, … of an article list below the server's page 0, as many as wanted, kept for a
 * return (docs/product.md §9): SWR's infinite pages on /api/articles (lib/client/keptPages.tsx).
 * Call it below KeptPagesCache.
 */
export function useArticlePages(source: ListSource, initialHasMore: boolean): ArticlePages {
  return useKeptPages<ListPage>({
    key: JSON.stringify(listPageQuery(source, 0)),
    hasMore: initialHasMore,
    // The hook's first page is the list's page 1: page 0 came with the server's HTML.
    fetchPage: (index) => callHandler(listPage, listPageQuery(source, index + 1)),
  });
}
