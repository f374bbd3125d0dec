'use client';

import { useEffect, useRef } from 'react';
import useSWRInfinite from 'swr/infinite';
import { useTranslations } from 'next-intl';
import type { Ad, ArticlePage } from '@/lib/types/article';
import { callHandler } from '@/lib/client/http';
import { listPage } from '@/lib/client/endpoints';
import { placeAds } from '@/lib/lists/ads';
import { listPageQuery, type ListSource } from '@/lib/lists/listSource';
import { ArticleCard } from './ArticleCard';
import { AdCard } from './AdCard';
import { useKeptAlive } from './useKeptAlive';
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
}

type ListPage = Pick<ArticlePage, 'articles' | 'hasMore'>;

/**
 * Pages 1, 2, … of a list below the server-rendered page 0, loaded as the reader nears the end
 * (has more: a full page of 20 or the server says so). An error keeps what is shown and offers a
 * retry. The list is kept alive: back from an article, the pages and the position come back.
 */
export function MoreArticles({ source, columnStyle, leftThumbnail, initialHasMore, firstPageLength, ads = [] }: MoreArticlesProps) {
  const t = useTranslations('list');
  const sentinel = useRef<HTMLDivElement>(null);
  const { data, error, size, setSize, isValidating, mutate } = useSWRInfinite<ListPage>(
    (index: number, previous: ListPage | null) => {
      if (!initialHasMore || (previous && !previous.hasMore)) return null;
      return listPageQuery(source, index + 1);
    },
    (query) => callHandler(listPage, query),
    // No silent retries: a failed page shows 'retry' and waits for the reader (and spares a failing platform).
    { revalidateFirstPage: false, revalidateOnFocus: false, shouldRetryOnError: false, persistSize: true, initialSize: 0 },
  );

  const pages = data ?? [];
  const last = pages[pages.length - 1];
  const hasMore = initialHasMore && (last ? last.hasMore : true);
  const loading = isValidating && size > pages.length;
  const restore = useKeptAlive(pages.length, (kept) => void setSize((current) => Math.max(current, kept)));

  useEffect(() => {
    restore(pages.length, !hasMore || Boolean(error));
  }, [pages.length, hasMore, error, restore]);

  // What the observer may act on, read when it fires (not when it was made): it asks for the next
  // page only when every page asked for has arrived. A page that is pending or failed is never
  // asked for again behind the reader's back: a failure waits for the retry button.
  const progress = useRef({ asked: size, arrived: pages.length, failed: false });
  useEffect(() => {
    progress.current = { asked: size, arrived: pages.length, failed: Boolean(error) };
  });

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || error) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const { asked, arrived, failed } = progress.current;
        if (failed || asked > arrived || !entries.some((entry) => entry.isIntersecting)) return;
        void setSize(arrived + 1);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, error, pages.length, setSize]);

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
              <ArticleCard key={entry.article.id} article={entry.article} columnStyle={columnStyle} leftThumbnail={leftThumbnail} />
            ),
          )}
        </ul>
      ) : null}
      <div ref={sentinel} className={styles.status} aria-live="polite">
        {error ? (
          <>
            <span>{t('loadFailed')}</span>
            <button type="button" className={styles.retry} onClick={() => void mutate()}>
              {t('retry')}
            </button>
          </>
        ) : loading ? (
          <span>{t('loading')}</span>
        ) : !hasMore ? (
          <span>{t('noMore')}</span>
        ) : null}
      </div>
    </>
  );
}
