import Link from 'next/link';
import { formatDateTime, isoDateTime } from '@/lib/format/dateTime';
import type { QaQuestion } from '@/features/qa/qa.types';
import styles from './Qa.module.css';

/**
 * Who asked a question (a link to their page when they have one) and when: the meta line of a
 * question in a list and on its own page. `timeText` words the formatted time (the page says
 * 'asked on …', a list shows the time alone).
 */
export function AskedBy({
  question,
  locale,
  timeText = (time) => time,
}: {
  question: QaQuestion;
  locale: string;
  timeText?: (time: string) => string;
}) {
  return (
    <p className={styles.meta}>
      {question.askerHref ? (
        <Link href={question.askerHref} prefetch={false} className={styles.link}>
          <bdi>{question.askerName}</bdi>
        </Link>
      ) : (
        <bdi>{question.askerName}</bdi>
      )}
      {question.askedAt ? (
        <>
          {' · '}
          <time dateTime={isoDateTime(question.askedAt)}>
            {timeText(formatDateTime(question.askedAt, locale, 'dateTime'))}
          </time>
        </>
      ) : null}
    </p>
  );
}
