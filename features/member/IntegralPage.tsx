import { getLocale, getTranslations } from 'next-intl/server';
import { formatDateTime, isoDateTime } from '@/lib/format/dateTime';
import type { DayScores, ScorePage } from '@/features/member/member.types';
import type { Reader } from '@/lib/session/reader';
import { AccountHeader } from './AccountHeader';
import { isMessageKey } from '@/lib/i18n/messageKey';
import { OpenClientNotice } from './OpenClientNotice.island';
import forms from '@/components/forms/Form.module.css';
import styles from './Account.module.css';
import { getUserInfoRoute } from '@/features/member/paths';

/** The reasons points are given for that have a message of their own; others read 'other'. */

interface IntegralPageProps {
  reader: Reader;
  scores: { days: DayScores; records: ScorePage } | null;
  path: string;
}

/** integralShop: points detail, daily scores of the week and the latest records. */
export async function IntegralPage({ reader, scores, path }: IntegralPageProps) {
  const [t, locale] = await Promise.all([getTranslations('account'), getLocale()]);
  // The platform's reason codes we have words for; any other reads as 'other'.
  const reasonText = (reason: string) => {
    const key = `reason.${reason}`;
    return isMessageKey(t, key) ? t(key) : t('reason.other');
  };
  // A real platform's AMUC answers the total alone: no day of the week, and no today, is made up there.
  const byDay = (scores?.days.days.length ?? 0) > 0;
  return (
    <>
      <AccountHeader title={t('integral.title')} backHref={getUserInfoRoute.href()} />
      <main id="content" className={styles.body}>
        {reader.kind === 'app' ? (
          <OpenClientNotice path={path} />
        ) : !scores ? (
          <p className={forms.error} role="alert">
            {t('loadFailed')}
          </p>
        ) : (
          <>
            <div className={styles.totals}>
              <p className={styles.total}>
                <span className={styles.totalValue} data-testid="score-total">
                  {scores.days.total}
                </span>
                {t('integral.total')}
              </p>
              {byDay ? (
                <p className={styles.total}>
                  <span className={styles.totalValue} data-testid="score-today">
                    {scores.days.today}
                  </span>
                  {t('integral.today')}
                </p>
              ) : null}
            </div>
            {byDay ? (
              <>
                <h2 className={styles.sectionTitle}>{t('integral.daily')}</h2>
                <ol className={styles.days}>
                  {[...scores.days.days].reverse().map((d) => (
                    <li key={d.day}>
                      <span className={styles.dayScore}>{d.score}</span>
                      <time dateTime={d.day}>{formatDateTime(d.day, locale, 'numericDay')}</time>
                    </li>
                  ))}
                </ol>
              </>
            ) : null}
            <h2 className={styles.sectionTitle}>{t('integral.records')}</h2>
            {scores.records.records.length === 0 ? (
              <p className={forms.note}>{t('integral.empty')}</p>
            ) : (
              <ul className={styles.records} data-testid="score-records">
                {scores.records.records.map((r) => (
                  <li key={r.id}>
                    <span>
                      {reasonText(r.reason)}
                      <time className={styles.recordTime} dateTime={isoDateTime(r.at)}>
                        {formatDateTime(r.at, locale, 'dateTime')}
                      </time>
                    </span>
                    <span className={styles.plus}>{t('integral.points', { score: r.score })}</span>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </main>
    </>
  );
}
