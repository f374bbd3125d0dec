import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatDateTime, isoDateTime } from '@/lib/format/dateTime';
import { formatCount } from '@/lib/format/count';
import { govQaListHref } from '@/features/qa/paths';
import type { GovQaListPage as GovQaListData } from '@/features/qa/qa.types';
import { ListPage } from '@/components/list/ListPage';
import { PageLinks } from '@/components/list/PageLinks';
import { QA_LIST_CLASSES, QA_SECTION_CLASSES } from './qaListClasses';
import styles from './Qa.module.css';

/** qaDetail without an id: the answered government Q&As, newest answer first, each to its page. */
export async function GovQaListPage({ title, list }: { title: string; list: GovQaListData }) {
  const [t, locale] = await Promise.all([getTranslations('qa'), getLocale()]);
  return (
    <ListPage
      title={title}
      className={styles.body}
      section={{ id: 'gov-qa-list', heading: title, classes: QA_SECTION_CLASSES }}
      items={list.items}
      keyOf={(qa) => qa.id}
      empty={t('govListEmpty')}
      classes={QA_LIST_CLASSES}
      footer={<PageLinks page={list.page} hasMore={list.hasMore} hrefOf={govQaListHref} />}
      renderItem={(qa) => (
        <>
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
            {t('clicks', { count: formatCount(qa.clicks, { locale }) })}
          </p>
        </>
      )}
    />
  );
}
