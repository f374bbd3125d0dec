'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { formatDateTime, isoDateTime } from '@/lib/format/dateTime';
import { useToast } from '@/components/chrome/Toast.island';
import { useReadingHistory } from './useReadingHistory';
import styles from './MySpace.module.css';

/** readHistory: what this device read, newest first, and the button that forgets it all. */
export function ReadHistory() {
  const t = useTranslations('mySpace.history');
  const locale = useLocale();
  const toast = useToast();
  const { entries, clear } = useReadingHistory();
  if (entries === null) return null;
  return (
    <>
      <p className={styles.note}>{t('note')}</p>
      {entries.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <>
          <ul className={styles.list} data-testid="read-history">
            {entries.map((entry) => (
              <li key={entry.path} className={styles.item}>
                <Link href={entry.path} prefetch={false} className={styles.itemTitle} dir="auto">
                  {entry.title}
                </Link>
                <time className={styles.meta} dateTime={isoDateTime(entry.at)}>
                  {formatDateTime(entry.at, locale, 'monthDayTime')}
                </time>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={styles.action}
            onClick={() => toast(clear() ? t('cleared') : t('clearFailed'))}
          >
            {t('clear')}
          </button>
        </>
      )}
    </>
  );
}
