'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import styles from './Live.module.css';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Time left until a preview's start, by the second. The server renders nothing (the time left
 * depends on when the page is read, and a cached page is read later); the browser fills it in.
 */
export function Countdown({ startsAt }: { startsAt: string }) {
  const t = useTranslations('live');
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    const target = Date.parse(startsAt);
    const tick = () => setLeft(Math.max(0, Math.floor((target - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [startsAt]);
  if (left === null) return null;
  if (left === 0) return <p>{t('startingSoon')}</p>;
  const days = Math.floor(left / 86_400);
  return (
    <p>
      <span className={styles.countdownLabel}>{t('countdown')}</span>{' '}
      {/* Not a live region: a change every second would flood a screen reader. */}
      <span className={styles.countdown}>
        {t('countdownValue', {
          days,
          hours: pad(Math.floor((left % 86_400) / 3600)),
          minutes: pad(Math.floor((left % 3600) / 60)),
          seconds: pad(left % 60),
        })}
      </span>
    </p>
  );
}
