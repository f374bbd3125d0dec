import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { QaTopic } from '@/lib/types/qa';
import { PageHeader } from '@/components/chrome/PageHeader';
import styles from './Qa.module.css';

/** topicDetail without an id: the ask bar, every topic of the site (open ones first), each to its page. */
export async function TopicListPage({ title, topics }: { title: string; topics: QaTopic[] }) {
  const t = await getTranslations('qa');
  return (
    <>
      <PageHeader title={title} />
      <main id="content" className={styles.body}>
        <section className={styles.section} aria-labelledby="topic-list">
          <h2 id="topic-list" className={styles.sectionTitle}>
            {title}
          </h2>
          {topics.length === 0 ? <p className={styles.empty}>{t('noTopics')}</p> : null}
          <ul className={styles.list}>
            {topics.map((topic) => (
              <li key={topic.id} className={styles.item}>
                <h3 className={styles.question}>
                  {topic.open ? null : <span className={styles.status}>{t('topicClosedBadge')}</span>}
                  <Link href={topic.href} prefetch={false} className={styles.questionLink}>
                    {topic.title}
                  </Link>
                </h3>
                {topic.description ? <p className={styles.meta}>{topic.description}</p> : null}
                <p className={styles.meta}>{t('answeredCount', { count: topic.questionCount })}</p>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </>
  );
}
