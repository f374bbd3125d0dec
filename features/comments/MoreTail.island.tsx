'use client';

import { useTranslations } from 'next-intl';
import type { MorePages } from '@/lib/client/useMorePages';
import styles from './Comments.module.css';

/** The end of a paged comment list: 'no more' (or `doneText`), else why the last page failed and the button for the next. */
export function MoreTail({
  more: { phase, problem, load, ready },
  doneText,
}: {
  more: Pick<MorePages<unknown>, 'phase' | 'problem' | 'load' | 'ready'>;
  doneText: string;
}) {
  const t = useTranslations('comments');
  if (phase === 'done') return <p className={styles.muted}>{doneText}</p>;
  return (
    <>
      {problem ? (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
      <button
        type="button"
        className={styles.loadMore}
        onClick={() => void load()}
        disabled={!ready || phase === 'loading'}
      >
        {phase === 'loading' ? t('loading') : phase === 'failed' ? t('retry') : t('loadMore')}
      </button>
    </>
  );
}
