'use client';

import { useEffect, useState } from 'react';
import type { ArticlePage } from '@/features/articles/article.types';
import { callHandler } from '@/lib/client/http';
import { listPage } from '@/lib/client/endpoints';
import { ClientCallError } from '@/lib/client/clientCallError';
import { useKeptPages, type KeptPages } from '@/lib/client/keptPages';
import { createStaleCanceller } from '@/lib/client/staleCanceller';
import { listPageQuery, type ListSource } from '@/features/articleList/listSource';

export type ListPage = Pick<ArticlePage, 'articles' | 'hasMore'>;

export type ArticlePages = KeptPages<ListPage>;

/** A request of a list the reader left: aborted, which is no failure of that list. */
const isCancelled = (error: unknown) => error instanceof ClientCallError && error.code === 'cancelled';

/**
 * Pages 1, 2, … of an article list below the server's page 0, as many as wanted, kept for a
 * return (docs/product.md §9): SWR's infinite pages on /api/articleList (lib/client/keptPages.tsx).
 * A new articles request cancels the earlier one (docs/product.md §7): a page still on its way when
 * the list shows another source (a tab switched in place) or goes away (a tab switched by
 * navigation) is aborted, so its answer never lands; the list asks for it again when it comes back.
 * Call it below KeptPagesCache.
 */
export function useArticlePages(source: ListSource, initialHasMore: boolean): ArticlePages {
  const key = JSON.stringify(listPageQuery(source, 0));
  const [canceller] = useState(createStaleCanceller);
  // Another source in this place: the previous source's requests go.
  useEffect(() => void canceller.signalFor(key), [canceller, key]);
  useEffect(() => () => canceller.abortAll(), [canceller]);
  return useKeptPages<ListPage>({
    key,
    hasMore: initialHasMore,
    isAbandoned: isCancelled,
    // The hook's first page is the list's page 1: page 0 came with the server's HTML.
    fetchPage: (index) => callHandler(listPage, listPageQuery(source, index + 1), { signal: canceller.signalFor(key) }),
  });
}
