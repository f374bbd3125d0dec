import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { QaTopic } from '@/features/qa/qa.types';
import { ListPage } from '@/components/list/ListPage';
import { QA_LIST_CLASSES, QA_SECTION_CLASSES } from './qaListClasses';
import styles from './Qa.module.css';

/** topicDetail without an id: every topic of the site (open ones first), each to its page. */
export async function TopicListPage({ title, topics }: { title: string; topics: QaTopic[] }) {
  const t = await getTranslations('qa');
  return (
    <ListPage
      title={title}
      className={styles.body}
      section={{ id: 'topic-list', heading: title, classes: QA_SECTION_CLASSES }}
      items={topics}
      keyOf={(topic) => topic.id}
      empty={t('noTopics')}
      classes={QA_LIST_CLASSES}
      renderItem={(topic) => (
        <>
          <h3 className={styles.question}>
            {topic.open ? null : <span className={styles.status}>{t('topicClosedBadge')}</span>}
            <Link href={topic.href} prefetch={false} className={styles.questionLink}>
              {topic.title}
            </Link>
          </h3>
          {topic.description ? <p className={styles.meta}>{topic.description}</p> : null}
          <p className={styles.meta}>{t('answeredCount', { count: topic.questionCount })}</p>
        </>
      )}
    />
  );
}
