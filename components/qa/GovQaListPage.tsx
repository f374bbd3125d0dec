import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatDateTime, isoDateTime } from '@/lib/format/dateTime';
import { formatCount } from '@/lib/format/count';
import { govQaListPath } from '@/lib/qa/paths';
import type { GovQaListPage as GovQaListData } from '@/lib/types/qa';
import { PageHeader } from '@/components/chrome/PageHeader';
import { PageLinks } from '@/components/list/PageLinks';
import styles from './Qa.module.css';

/** qaDetail without an id: the answered government Q&As, newest answer first, each to its page. */
export async function GovQaListPage({ title, list }: { title: string; list: GovQaListData }) {
  const [t, locale] = await Promise.all([getTranslations('qa'), getLocale()]);
  return (
    <>
      <PageHeader title={title} />
      <main id="content" className={styles.body}>
        <section className={styles.section} aria-labelledby="gov-qa-list">
          <h2 id="gov-qa-list" className={styles.sectionTitle}>
            {title}
          </h2>
          {list.items.length === 0 ? <p className={styles.empty}>{t('govListEmpty')}</p> : null}
          <ul className={styles.list}>
            {list.items.map((qa) => (
              <li key={qa.id} className={styles.item}>
                <h3 className={styles.question}>
                  {qa.type ? <span className={styles.badge}>{t(`type.${qa.type}`)}</span> : null}
                  <Link href={qa.href} prefetch={false} className={styles.questionLink}>
                    {qa.title}
                  </Link>
                </h3>
                <p className={styles.meta}>
                  {t('departmentAnswer', { department: qa.department })}
                  {qa.answeredAt ? (
                    <>
                      {' · '}
                      <time dateTime={isoDateTime(qa.answeredAt)}>{formatDateTime(qa.answeredAt, locale, 'date')}</time>
                    </>
                  ) : null}
                  {' · '}
                  {t('clicks', { count: formatCount(qa.clicks) })}
                </p>
              </li>
            ))}
          </ul>
        </section>
        <PageLinks page={list.page} hasMore={list.hasMore} hrefOf={govQaListPath} />
      </main>
    </>
  );
}
