import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { paperHref } from '@/features/paper/paths';
import { monthGrid } from '@/features/paper/calendar';
import type { PaperMonth } from '@/features/paper/paper.types';
import styles from './Paper.module.css';

interface PaperCalendarProps {
  paperId: number;
  /** The issue shown ('2026-11-23'). */
  date: string;
  month: PaperMonth;
  previousMonthDate: string | null;
  nextMonthDate: string | null;
}

/**
 * The calendar of issues (getMaePaperDatesByDate): a month with a link on each day that has an
 * issue and plain, disabled text on the others; links to the nearest issue of the months around.
 * A disclosure without script: <details> opens with Enter or Space.
 */
export async function PaperCalendar({ paperId, date, month, previousMonthDate, nextMonthDate }: PaperCalendarProps) {
  const t = await getTranslations('paper');
  const issues = new Set(month.dates);
  const weeks = monthGrid(month.month);
  const [year, monthNumber] = month.month.split('-').map(Number);
  const weekdays = t('weekdays').split(',');
  return (
    <details className={styles.calendar}>
      <summary>{t('pickDate')}</summary>
      <div className={styles.monthBar}>
        {/* Both arrows always there (docs/decisions/0094): a month without issues shows its arrow as text. */}
        {previousMonthDate ? (
          <Link className={styles.monthLink} href={paperHref(previousMonthDate, paperId, '01')} prefetch={false}>
            <span aria-hidden="true">‹ </span>
            {t('previousMonth')}
          </Link>
        ) : (
          <span className={`${styles.monthLink} ${styles.monthNone}`}>
            <span aria-hidden="true">‹ </span>
            {t('previousMonth')}
          </span>
        )}
        <h2 id="paper-month" className={styles.monthTitle}>
          {t('month', { year: year ?? 0, month: monthNumber ?? 0 })}
        </h2>
        {nextMonthDate ? (
          <Link className={styles.monthLink} href={paperHref(nextMonthDate, paperId, '01')} prefetch={false}>
            {t('nextMonth')}
            <span aria-hidden="true"> ›</span>
          </Link>
        ) : (
          <span className={`${styles.monthLink} ${styles.monthNone}`}>
            {t('nextMonth')}
            <span aria-hidden="true"> ›</span>
          </span>
        )}
      </div>
      <table className={styles.grid} aria-labelledby="paper-month">
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day} scope="col">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((day, d) =>
                day === null ? (
                  <td key={d} />
                ) : (
                  <td key={d}>
                    {issues.has(day.date) ? (
                      <Link
                        className={styles.day}
                        href={paperHref(day.date, paperId, '01')}
                        prefetch={false}
                        aria-current={day.date === date ? 'date' : undefined}
                        aria-label={t('issueOf', { date: day.date })}
                      >
                        {day.day}
                      </Link>
                    ) : (
                      // A day without an issue is text: its number shown, what it means said (a role-less span takes no aria-label).
                      <span className={`${styles.day} ${styles.noIssue}`}>
                        <span aria-hidden="true">{day.day}</span>
                        <span className="visually-hidden">{t('noIssueOn', { date: day.date })}</span>
                      </span>
                    )}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
