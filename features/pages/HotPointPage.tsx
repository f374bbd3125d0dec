/* eslint-disable @next/next/no-img-element -- pictures come sized from the platform's media host */
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatDateTime, isoDateTime } from '@/lib/format/dateTime';
import type { HotPointView } from '@/features/pages/hotPoint.page';
import { timelineRoute } from '@/features/pages/paths';
import { PageHeader } from '@/components/chrome/PageHeader';
import { ListPage } from '@/components/list/ListPage';
import styles from './Pages.module.css';

/**
 * hotPointTimeAxis: the hot topics (a list page), or one topic's events on a time axis ('hot topic
 * detail'), which is not a list page: a dated sequence under the topic's own heading and summary.
 */
export async function HotPointPage({ view }: { view: HotPointView }) {
  const [t, locale] = await Promise.all([getTranslations('pages.hotPoint'), getLocale()]);
  if (view.kind === 'index') {
    return (
      <ListPage
        title={view.title}
        className={styles.body}
        items={view.topics}
        keyOf={(topic) => topic.id}
        empty={t('none')}
        classes={{ list: styles.list, item: styles.row, empty: styles.note }}
        renderItem={(topic, i) => (
          <Link href={timelineRoute.href({ id: topic.id })} prefetch={false} className={styles.rowLink}>
            {topic.image && (
              <img
                src={topic.image}
                alt=""
                className={styles.thumb}
                width={96}
                height={64}
                loading={i < 4 ? 'eager' : 'lazy'}
              />
            )}
            <span className={styles.rowText}>
              <span className={styles.rowTitle}>{topic.title}</span>
              <span className={styles.meta}>
                {t('eventCount', { count: topic.eventCount })}
                {topic.updatedAt && ` · ${t('updated', { date: formatDateTime(topic.updatedAt, locale, 'date') })}`}
              </span>
            </span>
          </Link>
        )}
      />
    );
  }
  const { topic } = view;
  return (
    <>
      <PageHeader title={t('axisTitle')} />
      <main id="content" className={styles.body}>
        <section className={styles.section} aria-labelledby="topic-title">
          <h2 id="topic-title" className={styles.title}>
            {topic.title}
          </h2>
          {topic.summary && <p className={styles.lead}>{topic.summary}</p>}
          <p className={styles.meta}>{t('eventCount', { count: topic.events.length })}</p>
        </section>
        <ol className={styles.axis} aria-label={t('axisLabel', { topic: topic.title })}>
          {topic.events.map((e) => (
            <li key={e.id} className={styles.event}>
              {e.at && (
                <time dateTime={isoDateTime(e.at)} className={styles.eventTime}>
                  {formatDateTime(e.at, locale, 'dateTime')}
                </time>
              )}
              <h3 className={styles.eventTitle}>
                {e.article ? (
                  <Link href={e.article.href} prefetch={false}>
                    {e.title}
                  </Link>
                ) : (
                  e.title
                )}
              </h3>
              {e.summary && <p className={styles.eventSummary}>{e.summary}</p>}
            </li>
          ))}
        </ol>
        <Link href={timelineRoute.href()} prefetch={false} className={styles.link}>
          {t('allTopics')}
        </Link>
      </main>
    </>
  );
}
