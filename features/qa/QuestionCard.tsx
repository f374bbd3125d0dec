import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { cutText } from '@/lib/format/cut';
import { isolated } from '@/lib/format/bidi';
import type { QaQuestion } from '@/features/qa/qa.types';
import { AskedBy } from './AskedBy';
import styles from './Qa.module.css';

/** How much of an answer a list shows: the question's page has the rest. */
const ANSWER_PREVIEW = 80;

/** One answered question in a list: who asked and when, the question (to its page), and the start of its answer. */
export async function QuestionCard({ question, headingLevel = 3 }: { question: QaQuestion; headingLevel?: 3 | 4 }) {
  const [t, locale] = await Promise.all([getTranslations('qa'), getLocale()]);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <article>
      <AskedBy question={question} locale={locale} />
      <Heading className={styles.question} dir="auto">
        <Link href={question.href} prefetch={false} className={styles.questionLink}>
          {question.content}
        </Link>
      </Heading>
      {question.firstAnswer ? (
        <p className={styles.answerPreview} dir="auto">
          <span className={styles.answerer}>{t('answeredBy', { name: isolated(question.firstAnswer.answerer) })}</span>
          {cutText(question.firstAnswer.content, ANSWER_PREVIEW)}
        </p>
      ) : null}
    </article>
  );
}
