'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { callHandler } from '@/lib/client/http';
import { activityEntries } from '@/lib/client/endpoints';
import { useCallErrorText } from '@/lib/client/useCallErrorText';
import styles from './Activity.module.css';

interface Person {
  id: number;
  nickname: string;
}

/** The entries shown, and the next pages on demand (the page's first 8 come with its HTML). */
export function MoreEntries({ activityId, first, hasMore }: { activityId: number; first: Person[]; hasMore: boolean }) {
  const t = useTranslations('activity');
  const errorText = useCallErrorText();
  const [people, setPeople] = useState(first);
  const [more, setMore] = useState(hasMore);
  const [page, setPage] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function loadMore() {
    setBusy(true);
    try {
      // Pages of 8, like the first one the page came with.
      const answer = await callHandler(activityEntries, { activityId, page: page + 1 });
      const seen = new Set(people.map((p) => p.id));
      setPeople([...people, ...answer.entries.filter((e) => !seen.has(e.id))]);
      setMore(answer.hasMore);
      setPage(page + 1);
      setError(null);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <ul className={styles.entries}>
        {people.map((person) => (
          <li key={person.id} className={styles.entry}>
            <span className={styles.initial} aria-hidden="true">
              {Array.from(person.nickname)[0] ?? '?'}
            </span>
            <span>{person.nickname}</span>
          </li>
        ))}
      </ul>
      {error ? <p className={styles.error} role="alert">{error}</p> : null}
      {more ? (
        <button type="button" className={styles.more} onClick={loadMore} disabled={busy}>
          {t('entries.more')}
        </button>
      ) : null}
    </>
  );
}
