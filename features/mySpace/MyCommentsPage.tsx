import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatDateTime, isoDateTime } from '@/lib/format/dateTime';
import type { OwnListData } from './mySpace.page';
import type { MyComment, OwnPage } from './mine.types';
import { OwnListPage } from './OwnListPage';
import { myCommentsRoute, pagedHref } from './paths';
import styles from './MySpace.module.css';

/** myComments: each comment with its review state and a link to the comments of what it was posted under. */
export async function MyCommentsPage({ data }: { data: OwnListData<OwnPage<MyComment>> }) {
  const [t, locale] = await Promise.all([getTranslations('mySpace.comments'), getLocale()]);
  return (
    <OwnListPage {...data} title={t('title')} empty={t('empty')} hrefOf={(page) => pagedHref(myCommentsRoute, page)}>
      {(items) => (
        <ul className={styles.list} data-testid="my-comments">
          {items.map((c) => (
            <li key={c.id} className={styles.item}>
              <p className={styles.text} dir="auto">
                {c.content}
              </p>
              <span className={styles.meta}>
                <span
                  className={`${styles.state} ${c.state === 'public' ? styles.statePositive : ''}`}
                  data-state={c.state}
                >
                  {t(`state.${c.state}`)}
                </span>
                {c.writtenAt ? (
                  <time dateTime={isoDateTime(c.writtenAt)}>{formatDateTime(c.writtenAt, locale, 'dateTime')}</time>
                ) : null}
              </span>
              <Link href={c.where.href} prefetch={false} className={styles.where} dir="auto">
                {t('postedUnder', { title: c.where.title || t('untitled') })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </OwnListPage>
  );
}
