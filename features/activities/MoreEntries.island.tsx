'use client';

import { useTranslations } from 'next-intl';
import { callHandler } from '@/lib/client/http';
import { activityEntries } from '@/lib/client/endpoints';
import { useMorePages } from '@/lib/client/useMorePages';
import styles from './Activity.module.css';

interface Person {
  id: number;
  nickname: string;
}

/** The entries shown, and the next pages on demand (the page's first 8 come with its HTML). */
export function MoreEntries({ activityId, first, hasMore }: { activityId: number; first: Person[]; hasMore: boolean }) {
  const t = useTranslations('activity');
  const tCall = useTranslations('callError');
  const { items, phase, problem, load, ready } = useMorePages<Person>({
    firstPage: 1,
    hasMore,
    failedText: tCall('failed'),
    keyOf: (person) => person.id,
    // Pages of 8, like the first one the page came with.
    fetchPage: async (page) => {
      const answer = await callHandler(activityEntries, { activityId, page });
      return { items: answer.entries, hasMore: answer.hasMore };
    },
  });
  const firstIds = new Set(first.map((person) => person.id));
  const people = [...first, ...items.filter((person) => !firstIds.has(person.id))];

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
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
      {phase !== 'done' ? (
        <button
          type="button"
          className={styles.more}
          onClick={() => void load()}
          disabled={!ready || phase === 'loading'}
        >
          {t('entries.more')}
        </button>
      ) : null}
    </>
  );
}
