'use client';

import { useRef } from 'react';
import { callHandler } from '@/lib/client/http';
import { xyBulletinOpened } from '@/lib/client/endpoints';
import styles from './Xy.module.css';

/**
 * An account's notice, folded: opening it is recorded once per page view (hitXyBulletin through
 * /api/accounts/xyBulletin). The count is the platform's statistics, not the reader's business: a failure
 * is not shown.
 */
export function BulletinDetails({ xyId, summary, text }: { xyId: number; summary: string; text: string }) {
  const recorded = useRef(false);
  const onToggle = (event: React.SyntheticEvent<HTMLDetailsElement>) => {
    if (!event.currentTarget.open || recorded.current) return;
    recorded.current = true;
    callHandler(xyBulletinOpened, { xyId }).catch(() => {
      // Statistics only: the notice is open either way.
    });
  };
  return (
    <details className={styles.bulletin} onToggle={onToggle}>
      <summary>{summary}</summary>
      <p>{text}</p>
    </details>
  );
}
