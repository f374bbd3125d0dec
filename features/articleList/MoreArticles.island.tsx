'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import type { Ad } from '@/features/articles/article.types';
import { placeAds } from '@/features/ads/ads';
import type { ListSource } from '@/features/articleList/listSource';
import { ArticleCard } from './ArticleCard';
import { AdCard } from '../ads/AdCard';
import { useArticlePages } from './useArticlePages';
import { useKeptAlive } from '@/features/articleList/useKeptAlive';
import { KeptPagesCache } from '@/lib/client/keptPages';
import { PAGES_LOADED_NEAR_END } from '@/lib/client/pagesLoadedNearEnd';
import { useHydrated } from '@/lib/client/useHydrated';
import listStyles from './ArticleList.module.css';
import styles from './MoreArticles.module.css';

interface MoreArticlesProps {
  source: ListSource;
  columnStyle: string;
  leftThumbnail: boolean;
  /** Whether the server-rendered first page said there is more. */
  initialHasMore: boolean;
  /** How many articles the server-rendered first page held (ads are placed by index in the whole list). */
  firstPageLength: number;
  ads?: Ad[];
  /** The cards' heading level, as the server-rendered page's (ArticleList). */
  headingLevel?: 2 | 3;
}

/**
 * Pages 1, 2, … of a list below the server-rendered page 0 (has more: a full page of 20 or the
 * server says so): the first PAGES_LOADED_NEAR_END as the reader nears the end, the rest by the
 * "load more" button, so the footer below stays within reach. An error keeps what is shown and
 * offers a retry. The list is kept alive: back from an article, the pages and the position come back.
 */
export function MoreArticles(props: MoreArticlesProps) {
  return (
    <KeptPagesCache>
      <ArticlesBelow {...props} />
    </KeptPagesCache>
  );
}

function ArticlesBelow({
  source,
  columnStyle,
  leftThumbnail,
  initialHasMore,
  firstPageLength,
  ads = [],
  headingLevel,
}: MoreArticlesProps) {
  const t = useTranslations('list');
  const sentinel = useRef<HTMLDivElement>(null);
  const { pages, hasMore, loading, failed, want, retry } = useArticlePages(source, initialHasMore);
  const restore = useKeptAlive(pages.length, want);
  const ready = useHydrated();

  useEffect(() => {
    restore(pages.length, !hasMore || failed);
  }, [pages.length, hasMore, failed, restore]);

  // What the observer may act on, read when it fires (not when it was made): it asks for the next
  // page only when every page asked for has arrived. A page that is pending or failed is never
  // asked for again behind the reader's back: a failure waits for the retry button.
  const progress = useRef({ loading, arrived: pages.length, failed });
  useEffect(() => {
    progress.current = { loading, arrived: pages.length, failed };
  });

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || failed || pages.length >= PAGES_LOADED_NEAR_END) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const now = progress.current;
        if (now.failed || now.loading || !entries.some((entry) => entry.isIntersecting)) return;
        want(now.arrived + 1);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, failed, pages.length, want]);

  const articles = pages.flatMap((page) => page.articles);
  const entries = placeAds(articles, ads, { now: new Date(), offset: firstPageLength, isLastPage: !hasMore });
  return (
    <>
      {entries.length > 0 ? (
        <ul className={listStyles.list}>
          {entries.map((entry) =>
            entry.type === 'ad' ? (
              <AdCard key={`ad-${entry.ad.id}`} ad={entry.ad} />
            ) : (
              <ArticleCard
                key={entry.article.id}
                article={entry.article}
                columnStyle={columnStyle}
                leftThumbnail={leftThumbnail}
                headingLevel={headingLevel}
              />
            ),
          )}
        </ul>
      ) : null}
      <div ref={sentinel} className={styles.status} aria-live="polite">
        {failed ? (
          <>
            <span>{t('loadFailed')}</span>
            <button type="button" className={styles.button} onClick={retry}>
              {t('retry')}
            </button>
          </>
        ) : !hasMore ? (
          <span>{t('noMore')}</span>
        ) : (
          // One button from the first paint to the list's end, as search's: it keeps a keyboard
          // reader's focus while the next page loads (aria-disabled: a disabled button would drop the
          // focus to the page's start), and it is disabled only until hydrated (a tap before the
          // script ran would load nothing and say nothing).
          <button
            type="button"
            className={styles.button}
            disabled={!ready}
            aria-disabled={loading || undefined}
            onClick={loading ? undefined : () => want(pages.length + 1)}
          >
            {loading ? t('loading') : t('loadMore')}
          </button>
        )}
      </div>
    </>
  );
}
