import { getTranslations } from 'next-intl/server';
import type { EntryPage } from '@/features/activities/activity.types';
import { MoreEntries } from './MoreEntries.island';
import styles from './Activity.module.css';

/** The first 8 who signed up (docs/product.md §9), then "more" for the rest. */
export async function EntryList({ activityId, page }: { activityId: number; page: EntryPage }) {
  const t = await getTranslations('activity');
  return (
    <section className={styles.section} aria-labelledby="entries-title">
      <h2 id="entries-title" className={styles.sectionTitle}>
        {t('entries.title', { count: page.total })}
      </h2>
      {page.entries.length === 0 ? (
        <p className={styles.note}>{t('entries.none')}</p>
      ) : (
        <MoreEntries
          activityId={activityId}
          first={page.entries.map(({ id, nickname }) => ({ id, nickname }))}
          hasMore={page.hasMore}
        />
      )}
    </section>
  );
}
