'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { callHandler } from '@/lib/client/http';
import { vote } from '@/lib/client/endpoints';
import { useActivityErrorText } from './useActivityErrorText';
import { announceVote, onVoteCast } from './voteEvents';
import { newRequestKey } from '@/lib/client/requestKey';
import { useToast } from '@/components/chrome/Toast.island';
import styles from './Vote.module.css';
import { useHydrated } from '@/lib/client/useHydrated';

interface VoteButtonProps {
  voteId: number;
  optionId: number;
  name: string;
  initialCount: number;
  /** The vote is open (not before its start, not after its end). */
  open: boolean;
  /** The reader's votes left today as the page loaded (null: not known); each counted vote updates it. */
  initialLeft?: number | null;
}

/**
 * One option's count and its vote button. The platform decides (limits per day and per option,
 * the vote's time); the button only keeps a second tap from being a second request while the
 * first is on its way, and says what the platform answered: in a toast, because a line added
 * inside the card grew it and, in the two-column grid, its neighbour and every card below moved.
 */
export function VoteButton({ voteId, optionId, name, initialCount, open, initialLeft = null }: VoteButtonProps) {
  const t = useTranslations('activity');
  const errorText = useActivityErrorText();
  // A tap in the server HTML would be lost without a sign: the control waits for the script.
  const hydrated = useHydrated();
  const [count, setCount] = useState(initialCount);
  const toast = useToast();
  const busy = useRef(false);
  const [pending, setPending] = useState(false);

  // No votes left today: the button says so by being off, rather than offering a tap the platform refuses
  // (docs/decisions/0094). Any option's counted vote tells the day's votes left.
  const [left, setLeft] = useState(initialLeft);
  useEffect(
    () =>
      onVoteCast((cast) => {
        setLeft(cast.leftToday);
        if (cast.optionId === optionId) setCount(cast.count);
      }),
    [optionId],
  );
  const noneLeft = left === 0;

  async function cast() {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      const answer = await callHandler(vote, { voteId, optionId, requestId: newRequestKey() });
      setCount(answer.count);
      setLeft(answer.leftToday);
      toast(t('vote.thanks', { left: answer.leftToday }));
      announceVote({ optionId, count: answer.count, leftToday: answer.leftToday });
    } catch (failure) {
      toast(errorText(failure));
    } finally {
      busy.current = false;
      setPending(false);
    }
  }

  return (
    <div className={styles.voteBox}>
      <span className={styles.count} data-testid={`vote-count-${optionId}`}>
        {/* Exact: a reader's vote must visibly move the count. */}
        {t('vote.count', { count })}
      </span>
      <button
        type="button"
        className={styles.voteButton}
        onClick={cast}
        disabled={!hydrated || !open || pending || noneLeft}
        aria-label={t('vote.forName', { name })}
      >
        {t('vote.vote')}
      </button>
    </div>
  );
}
