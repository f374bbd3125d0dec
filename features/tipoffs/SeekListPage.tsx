import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatDateTime } from '@/lib/format/dateTime';
import { seekHref } from '@/features/tipoffs/paths';
import type { SeekArticle } from '@/features/tipoffs/submission.types';
import { ListPage } from '@/components/list/ListPage';
import styles from './SeekList.module.css';

/** seekArticleDetail without an id: the newsroom's calls for articles, open ones first, each to its page and form. */
export async function SeekListPage({ title, seeks }: { title: string; seeks: SeekArticle[] }) {
  const [t, locale] = await Promise.all([getTranslations('submission'), getLocale()]);
  return (
    <ListPage
      title={title}
      className={styles.body}
      items={seeks}
      keyOf={(seek) => seek.id}
      empty={t('noSeeks')}
      classes={{ list: styles.list, item: styles.item, empty: styles.empty }}
      renderItem={(seek) => (
        <Link href={seekHref(seek)} prefetch={false} className={styles.link}>
          {seek.cover ? (
            // eslint-disable-next-line @next/next/no-img-element -- the platform's picture
            <img src={seek.cover} alt="" width={720} height={480} className={styles.cover} loading="lazy" />
          ) : null}
          <span className={styles.title}>
            <span className={`${styles.state} ${seek.open ? styles.open : ''}`}>
              {seek.open ? t('openBadge') : t('closedBadge')}
            </span>
            {seek.title}
          </span>
          <span className={styles.meta}>
            {t('period', {
              from: formatDateTime(seek.startsAt, locale, 'date'),
              to: formatDateTime(seek.endsAt, locale, 'date'),
            })}{' '}
            · {t('count', { count: seek.submissions })}
          </span>
        </Link>
      )}
    />
  );
}
