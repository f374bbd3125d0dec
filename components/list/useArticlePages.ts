'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { ArticlePage } from '@/lib/types/article';
import { callHandler } from '@/lib/client/http';
import { listPage } from '@/lib/client/endpoints';
import { listPageQuery, type ListSource } from '@/lib/lists/listSource';

export type ListPage = Pick<ArticlePage, 'articles' | 'hasMore'>;

/** How long the pages a list loaded are shown again at once when the reader comes back to it. */
const REMEMBERED_MS = 5 * 60_000;

/**
 * The pages each list loaded in this tab, so that coming back to a list (a client-side back from
 * an article) shows them at once instead of asking again; after a few minutes they are asked again.
 */
const remembered = new Map<string, { pages: ListPage[]; at: number }>();

function recall(key: string): ListPage[] {
  const entry = remembered.get(key);
  return entry && Date.now() - entry.at < REMEMBERED_MS ? entry.pages : [];
}

export interface ArticlePages {
  pages: ListPage[];
  hasMore: boolean;
  /** A page is asked for and has not come yet. */
  loading: boolean;
  /** The last page asked for failed: nothing more is asked until `retry`. */
  failed: boolean;
  /** Asks for pages until `count` are there (the next one near the end; the kept number on a return). */
  want: (count: number) => void;
  retry: () => void;
}

/**
 * Pages 1, 2, … of an article list below the server's page 0, one at a time, as many as wanted
 * (docs/product.md §9). A failed page stops the paging until the reader retries. No SWR: one
 * list's paging does not need a cache library on every list page (issue 20).
 */
export function useArticlePages(source: ListSource, initialHasMore: boolean): ArticlePages {
  const key = JSON.stringify(listPageQuery(source, 0));
  const [list, setList] = useState(() => ({ key, pages: recall(key), wanted: 0, failed: false }));
  // Another list in the same place (a client-side move to another column): its own pages.
  if (list.key !== key) setList({ key, pages: recall(key), wanted: 0, failed: false });
  const asking = useRef<string | null>(null);
  const { pages, wanted, failed } = list;

  const last = pages[pages.length - 1];
  const hasMore = initialHasMore && (last ? last.hasMore : true);

  useEffect(() => {
    if (list.key !== key || asking.current === key || failed || !hasMore || wanted <= pages.length) return;
    asking.current = key;
    callHandler(listPage, listPageQuery(source, pages.length + 1))
      .then((page) => {
        asking.current = null;
        const next = [...pages, page];
        remembered.set(key, { pages: next, at: Date.now() });
        setList((now) => (now.key === key ? { ...now, pages: next } : now));
      })
      .catch(() => {
        asking.current = null;
        setList((now) => (now.key === key ? { ...now, failed: true } : now));
      });
  }, [list.key, key, source, pages, wanted, failed, hasMore]);

  const want = useCallback((count: number) => setList((now) => (count > now.wanted ? { ...now, wanted: count } : now)), []);
  const retry = useCallback(() => setList((now) => ({ ...now, failed: false })), []);
  return { pages, hasMore, loading: hasMore && !failed && wanted > pages.length, failed, want, retry };
}
