'use client';

import { useTranslations } from 'next-intl';
import type { Dynamic } from '@/features/accounts/reporter.types';
import { callHandler } from '@/lib/client/http';
import { reporterDynamics } from '@/lib/client/endpoints';
import { useMorePages } from '@/lib/client/useMorePages';
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
  const {
    items: dynamics,
    phase,
    problem,
    load,
    ready,
  } = useMorePages<Dynamic>({
    firstPage: 1,
    hasMore: initialHasMore,
    failedText: t('loadFailed'),
    keyOf: (dynamic) => dynamic.id,
    fetchPage: async (page) => {
      const answer = await callHandler(reporterDynamics, { reporterId, page });
      return { items: answer.dynamics, hasMore: answer.hasMore };
    },
  });

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
        {problem ? <span>{problem} </span> : null}
        {phase !== 'done' ? (
          <button
            type="button"
            className={styles.moreButton}
            disabled={!ready || phase === 'loading'}
            onClick={() => void load()}
          >
            {phase === 'loading' ? t('loading') : phase === 'failed' ? t('retry') : t('loadMore')}
          </button>
        ) : (
          <span>{t('noMore')}</span>
        )}
      </p>
    </>
  );
}
