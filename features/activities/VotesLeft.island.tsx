'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { onVoteCast } from './voteEvents';
import styles from './Vote.module.css';

/** How many votes the reader has left today (from the page's load, then from each counted vote). */
export function VotesLeft({ initial, dailyLimit }: { initial: number | null; dailyLimit: number }) {
  const t = useTranslations('activity');
  const [left, setLeft] = useState(initial);
  useEffect(() => onVoteCast((cast) => setLeft(cast.leftToday)), []);
  if (left === null) return <p className={styles.left}>{t('vote.limit', { limit: dailyLimit })}</p>;
  return (
    <p className={styles.left} data-testid="votes-left">
      {t('vote.left', { left, limit: dailyLimit })}
    </p>
  );
}
