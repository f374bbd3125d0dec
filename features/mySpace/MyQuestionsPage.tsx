import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatDateTime, isoDateTime } from '@/lib/format/dateTime';
import type { OwnListData } from './mySpace.page';
import type { MyQuestion, OwnPage } from './mine.types';
import { OwnListPage } from './OwnListPage';
import { myQuestionsRoute, pagedHref } from './paths';
import styles from './MySpace.module.css';

/** myQuestions: my questions to the ask bar, each with its state and the topic it was asked under. */
export async function MyQuestionsPage({ data }: { data: OwnListData<OwnPage<MyQuestion>> }) {
  const [t, locale] = await Promise.all([getTranslations('mySpace.questions'), getLocale()]);
  return (
    <OwnListPage {...data} title={t('title')} empty={t('empty')} hrefOf={(page) => pagedHref(myQuestionsRoute, page)}>
      {(items) => (
        <ul className={styles.list} data-testid="my-questions">
          {items.map((q) => (
            <li key={q.id} className={styles.item}>
              <p className={styles.text} dir="auto">
                {q.content}
              </p>
              <span className={styles.meta}>
                <span
                  className={`${styles.state} ${q.status === 'answered' ? styles.statePositive : ''}`}
                  data-state={q.status}
                >
                  {t(`status.${q.status}`)}
                </span>
                {q.askedAt ? (
                  <time dateTime={isoDateTime(q.askedAt)}>{formatDateTime(q.askedAt, locale, 'dateTime')}</time>
                ) : null}
              </span>
              {q.status === 'declined' && q.replyNote ? (
                <p className={styles.meta} dir="auto">
                  {t('note', { note: q.replyNote })}
                </p>
              ) : null}
              <Link href={q.topic.href} prefetch={false} className={styles.where} dir="auto">
                {t('topic', { title: q.topic.title })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </OwnListPage>
  );
}
