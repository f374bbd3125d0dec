import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatDateTime, isoDateTime } from '@/lib/format/dateTime';
import type { QuestionPage as QuestionPageData } from '@/features/qa/qa.types';
import { PageHeader } from '@/components/chrome/PageHeader';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { PhotoGallery } from '@/components/media/PhotoGallery.island';
import { AskedBy } from './AskedBy';
import { ReportLine } from '@/features/reports/ReportLine';
import styles from './Qa.module.css';

/** askDetail: an answered question (who asked, when, its pictures) and every answer to it, under its topic. */
export async function QuestionPage({ page }: { page: QuestionPageData }) {
  const [t, locale] = await Promise.all([getTranslations('qa'), getLocale()]);
  const { question, topic, answers } = page;
  return (
    <>
      <PageHeader title={t('questionTitle')} heading={false} />
      <ClientMessages namespaces={['media']}>
        <main id="content" className={styles.body}>
          <article className={styles.detail} aria-labelledby="question-text">
            <p className={styles.meta}>
              <Link href={topic.href} prefetch={false} className={styles.link}>
                {topic.title}
              </Link>
            </p>
            <h1 id="question-text" className={styles.title} dir="auto">
              {question.content}
            </h1>
            <AskedBy question={question} locale={locale} timeText={(time) => t('askedAt', { time })} />
            {question.pictures.length > 0 ? (
              <PhotoGallery
                pictures={question.pictures.map((url) => ({ url, caption: '' }))}
                title={question.content.slice(0, 30)}
              />
            ) : null}
            <ReportLine kind="question" id={question.id} />
          </article>
          <section className={styles.section} aria-labelledby="answers-heading">
            <h2 id="answers-heading" className={styles.sectionTitle}>
              {t('answersHeading', { count: answers.length })}
            </h2>
            <ol className={styles.answers}>
              {answers.map((answer) => (
                <li key={answer.id} className={styles.answer}>
                  <p className={styles.meta}>
                    <span className={styles.answerer}>{answer.answerer}</span>
                    {answer.answeredAt ? (
                      <>
                        {' · '}
                        <time dateTime={isoDateTime(answer.answeredAt)}>
                          {formatDateTime(answer.answeredAt, locale, 'dateTime')}
                        </time>
                      </>
                    ) : null}
                  </p>
                  <p className={styles.content} dir="auto">
                    {answer.content}
                  </p>
                  {answer.pictures.length > 0 ? (
                    <PhotoGallery
                      pictures={answer.pictures.map((url) => ({ url, caption: '' }))}
                      title={answer.answerer}
                    />
                  ) : null}
                </li>
              ))}
            </ol>
          </section>
          <p className={styles.paging}>
            <Link href={topic.href} prefetch={false}>
              {t('moreInTopic', { topic: topic.title })}
            </Link>
          </p>
        </main>
      </ClientMessages>
    </>
  );
}
