'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Dynamic } from '@/lib/types/reporter';
import { callHandler } from '@/lib/client/http';
import { reporterDynamics } from '@/lib/client/endpoints';
import { DynamicItem } from './DynamicList';
import styles from './Reporter.module.css';

interface MoreDynamicsProps {
  reporterId: number;
  /** Whether the server-rendered first page was full (10: docs/product.md §9). */
  initialHasMore: boolean;
  label: string;
}

/** Pages 1, 2, … of a reporter's dynamics below the server-rendered first page, on the reader's 'load more'. */
export function MoreDynamics({ reporterId, initialHasMore, label }: MoreDynamicsProps) {
  const t = useTranslations('list');
  const [dynamics, setDynamics] = useState<Dynamic[]>([]);
  const [nextPage, setNextPage] = useState(1);
  const [hasMore, setHasMore] = useState(initialHasMore);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');

  const loadMore = async () => {
    setState('loading');
    try {
      const answer = await callHandler(reporterDynamics, { reporterId, page: nextPage });
      setDynamics((shown) => [...shown, ...answer.dynamics]);
      setHasMore(answer.hasMore);
      setNextPage(nextPage + 1);
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  return (
    <>
      {dynamics.length > 0 ? (
        <ul className={styles.dynamics} aria-label={label}>
          {dynamics.map((dynamic) => (
            <DynamicItem key={dynamic.id} dynamic={dynamic} />
          ))}
        </ul>
      ) : null}
      <p className={styles.more} aria-live="polite">
        {state === 'failed' ? <span>{t('loadFailed')} </span> : null}
        {hasMore ? (
          <button type="button" className={styles.moreButton} disabled={state === 'loading'} onClick={() => void loadMore()}>
            {state === 'loading' ? t('loading') : state === 'failed' ? t('retry') : t('loadMore')}
          </button>
        ) : (
          <span>{t('noMore')}</span>
        )}
      </p>
    </>
  );
}
