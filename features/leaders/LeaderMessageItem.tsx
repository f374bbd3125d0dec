import { useLocale, useTranslations } from 'next-intl';
import type { LeaderMessage } from '@/features/leaders/leader.types';
import { formatDateTime } from '@/lib/format/dateTime';
import { leaderMessageAnchor } from '@/features/leaders/paths';
import styles from './Leader.module.css';

/**
 * One message to a leader: the reader's title, text and date, and the office's answer, or a
 * 'pending' mark (only its author ever sees a pending one). Used by the server list and the island.
 */
export function LeaderMessageItem({ message }: { message: LeaderMessage }) {
  const t = useTranslations('leader');
  const locale = useLocale();
  return (
    <li className={styles.message} id={leaderMessageAnchor(message.id)}>
      <h3 className={styles.messageTitle}>
        {message.title}
        <span className={message.status === 'answered' ? styles.answeredBadge : styles.pendingBadge}>
          {message.status === 'answered' ? t('answeredBadge') : t('pending')}
        </span>
      </h3>
      <p className={styles.messageMeta}>
        {message.author}
        {message.createdAt ? (
          <>
            {' · '}
            <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, locale, 'date')}</time>
          </>
        ) : null}
      </p>
      <p className={styles.messageText}>{message.content}</p>
      {message.status === 'answered' ? (
        <div className={styles.answer}>
          <p className={styles.answerFrom}>
            {t('answerFrom', { office: message.answeredBy || t('office') })}
            {message.answeredAt ? (
              <>
                {' · '}
                <time dateTime={message.answeredAt}>{formatDateTime(message.answeredAt, locale, 'date')}</time>
              </>
            ) : null}
          </p>
          <p className={styles.answerText}>{message.answer}</p>
        </div>
      ) : null}
    </li>
  );
}
