'use client';

import type { ArticlePage } from '@/features/articles/article.types';
import { callHandler } from '@/lib/client/http';
import { listPage } from '@/lib/client/endpoints';
import { useRememberedPages, type RememberedPages } from '@/lib/client/useRememberedPages';
import { listPageQuery, type ListSource } from '@/features/columns/listSource';

export type ListPage = Pick<ArticlePage, 'articles' | 'hasMore'>;

export type ArticlePages = RememberedPages<ListPage>;

/**
 * Pages 1, 2, … of an article list below the server's page 0, as many as wanted, remembered for a
 * return (docs/product.md §9): the shared pager (lib/client/useRememberedPages.ts) on /api/articles.
 */
export function useArticlePages(source: ListSource, initialHasMore: boolean): ArticlePages {
  return useRememberedPages<ListPage>({
    key: JSON.stringify(listPageQuery(source, 0)),
    hasMore: initialHasMore,
    // The hook's first page is the list's page 1: page 0 came with the server's HTML.
    fetchPage: (index) => callHandler(listPage, listPageQuery(source, index + 1)),
  });
}
