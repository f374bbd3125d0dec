'use client';

import { useCallback, useEffect } from 'react';
import { useKeptAlive } from '@/features/articleList/useKeptAlive';
import { searchPageQuery } from '@/features/search/query';
import type { SearchTerms } from '@/features/search/types';

interface KeptSearchPlaceProps {
  /** The search whose results are shown. */
  terms: SearchTerms;
  pagesShown: number;
  /** No page more will come (the last one said so, or one failed). */
  ended: boolean;
  wantPages: (count: number) => void;
}

/**
 * Keeps the place on a search's results as home and columns keep theirs (docs/product.md §2: the
 * search page is kept alive): back from a result, the pages that were loaded and the scroll
 * position come back. Renders nothing; one mount per search (the screen keys it by the search),
 * so each search's place is its own, under the address that names it.
 */
export function KeptSearchPlace({ terms, pagesShown, ended, wantPages }: KeptSearchPlaceProps) {
  const { keyword, tclass, order } = terms;
  // The address this search has (the screen writes it just after the first results show).
  const addressOf = useCallback(
    () => `${location.pathname}${searchPageQuery({ keyword, tclass, order }, location.search)}`,
    [keyword, tclass, order],
  );
  const restore = useKeptAlive(pagesShown, wantPages, addressOf);
  useEffect(() => {
    restore(pagesShown, ended);
  }, [pagesShown, ended, restore]);
  return null;
}
