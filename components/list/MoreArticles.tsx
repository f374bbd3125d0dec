'use client';

import { useEffect, useRef } from 'react';
import useSWRInfinite from 'swr/infinite';
import { useTranslations } from 'next-intl';
import type { ArticlePage } from '@/lib/types/article';
import { getJson } from '@/lib/client/http';
import { ArticleCard } from './ArticleCard';
import listStyles from './ArticleList.module.css';
import styles from './MoreArticles.module.css';

interface MoreArticlesProps {
  columnId: number;
  columnStyle: string;
  leftThumbnail: boolean;
  /** Whether the server-rendered first page said there is more. */
  initialHasMore: boolean;
}

/**
 * Pages 1, 2, … of a column below the server-rendered page 0, loaded as the reader nears the
 * end. SWR keeps the loaded pages in memory, so coming back to the list shows them at once and
 * the browser can restore the scroll position (the 'kept alive' pages of SPEC section 2).
 */
export function MoreArticles({ columnId, columnStyle, leftThumbnail, initialHasMore }: MoreArticlesProps) {
  const t = useTranslations('list');
  const sentinel = useRef<HTMLDivElement>(null);
  const { data, error, size, setSize, isValidating, mutate } = useSWRInfinite<ArticlePage>(
    (index: number, previous: ArticlePage | null) => {
      if (!initialHasMore || (previous && !previous.hasMore)) return null;
      return `articles?columnId=${columnId}&page=${index + 1}`;
    },
    (path: string) => getJson<ArticlePage>(path),
    { revalidateFirstPage: false, revalidateOnFocus: false, persistSize: true, initialSize: 0 },
  );

  const pages = data ?? [];
  const last = pages[pages.length - 1];
  const hasMore = initialHasMore && (last ? last.hasMore : true);
  const loading = isValidating && size > pages.length;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || error) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void setSize((current) => Math.max(current, pages.length + 1));
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, error, pages.length, setSize]);

  return (
    <>
      {pages.length > 0 ? (
        <ul className={listStyles.list}>
          {pages.flatMap((page) => page.articles).map((article) => (
            <ArticleCard key={article.id} article={article} columnStyle={columnStyle} leftThumbnail={leftThumbnail} />
          ))}
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
