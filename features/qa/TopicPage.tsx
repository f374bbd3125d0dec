import { getTranslations } from 'next-intl/server';
import type { TopicPage as TopicPageData } from '@/features/qa/qa.types';
import type { CommentsSectionData } from '@/features/comments/server/loadComments';
import { COMMENT_SOURCE } from '@/features/comments/comment.types';
import { topicPagePath } from '@/features/qa/topicPaging';
import { PageHeader } from '@/components/chrome/PageHeader';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { CommentsSection } from '@/features/comments/CommentsSection';
import { AskQuestion } from './AskQuestion.island';
import { ItemList } from '@/components/list/ItemList';
import { ListSection } from '@/components/list/ListSection';
import { QuestionCard } from './QuestionCard';
import { QA_LIST_CLASSES, QA_SECTION_CLASSES } from './qaListClasses';
import { PageLinks } from '@/components/list/PageLinks';
import styles from './Qa.module.css';

/**
 * topicDetail: the topic, the reader's own questions and the form to ask (the ask island, after
 * load), the hot questions, the answered questions a page at a time, and the topic's comments.
 */
export async function TopicPage({
  data,
  comments,
}: {
  data: TopicPageData;
  comments: Promise<CommentsSectionData | null>;
}) {
  const t = await getTranslations('qa');
  const { topic, page } = data;
  return (
    <>
      <PageHeader title={t('topicTitle')} heading={false} />
      <main id="content" className={styles.body}>
        <section className={styles.topic} aria-labelledby="topic-title">
          {/* eslint-disable-next-line @next/next/no-img-element -- the platform sizes its pictures */}
          {topic.picture ? <img src={topic.picture} alt="" width={1080} height={720} className={styles.cover} /> : null}
          <h1 id="topic-title" className={styles.title}>
            {topic.title}
          </h1>
          {topic.description ? <p className={styles.description}>{topic.description}</p> : null}
          <p className={styles.meta}>{t('answeredCount', { count: topic.questionCount })}</p>
          {topic.open ? null : <p className={styles.closed}>{t('closedNote')}</p>}
        </section>
        <ClientMessages namespaces={['qa', 'upload', 'callError']}>
          <AskQuestion topicId={topic.id} open={topic.open} returnPath={topic.href} />
        </ClientMessages>
        {data.hot.length > 0 ? (
          <ListSection id="qa-hot" heading={t('hot')} classes={QA_SECTION_CLASSES}>
            <ItemList
              ordered
              items={data.hot}
              keyOf={(q) => q.id}
              empty={t('noQuestions')}
              classes={QA_LIST_CLASSES}
              renderItem={(q) => <QuestionCard question={q} />}
            />
          </ListSection>
        ) : null}
        <ListSection id="qa-all" heading={page > 1 ? t('allPage', { page }) : t('all')} classes={QA_SECTION_CLASSES}>
          <ItemList
            ordered
            items={data.questions}
            keyOf={(q) => q.id}
            empty={t('noQuestions')}
            classes={QA_LIST_CLASSES}
            renderItem={(q) => <QuestionCard question={q} />}
          />
        </ListSection>
        {/* The topic's pages count from 1 in its address (qaTopic?page=2). */}
        <PageLinks page={page - 1} hasMore={data.hasMore} hrefOf={(index) => topicPagePath(topic.id, index + 1)} />
        <CommentsSection
          sourceType={COMMENT_SOURCE.topicQa}
          sourceId={topic.id}
          comments={comments}
          path={topic.href}
          closed={!topic.open}
        />
      </main>
    </>
  );
}
