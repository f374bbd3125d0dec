import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { getDayScores, getScoreList } from '@/lib/platform/api/scores';
import { privatePageMetadata } from '@/lib/http/privatePageMetadata';
import { requireReader } from '@/lib/session/reader';
import { loadMemberData } from '@/lib/session/memberData';
import { isMessageKey } from '@/lib/i18n/messageKey';
import { AccountHeader } from '@/components/account/AccountHeader';
import { OpenClientNotice } from '@/components/account/OpenClientNotice';
import styles from '@/components/account/Account.module.css';

const PATH = '/integralShop.html';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account.integral');
  return privatePageMetadata(t('title'));
}

/** integralShop: points detail, daily scores of the week and the latest records (SPEC section 2). */
export default async function IntegralShopPage() {
  const reader = await requireReader(PATH);
  const [t, format] = await Promise.all([getTranslations('account'), getFormatter()]);
  const reasonText = (reason: string) => {
    const key = `reason.${reason}`;
    return isMessageKey(t, key) ? t(key) : t('reason.other');
  };
  const data =
    reader.kind === 'member'
      ? await loadMemberData(reader.member, PATH, async (token, device) => {
          const [days, records] = await Promise.all([getDayScores(token, device), getScoreList(token, device, 0)]);
          return { days, records };
        })
      : null;
  return (
    <>
      <AccountHeader title={t('integral.title')} backHref="/getUserInfo.html" />
      <main id="content" className={styles.body}>
        {reader.kind === 'app' ? (
          <OpenClientNotice path={PATH} />
        ) : !data ? (
          <p className={styles.error} role="alert">
            {t('loadFailed')}
          </p>
        ) : (
          <>
            <div className={styles.totals}>
              <p className={styles.total}>
                <span className={styles.totalValue} data-testid="score-total">
                  {data.days.total}
                </span>
                {t('integral.total')}
              </p>
              <p className={styles.total}>
                <span className={styles.totalValue} data-testid="score-today">
                  {data.days.today}
                </span>
                {t('integral.today')}
              </p>
            </div>
            <h2 className={styles.sectionTitle}>{t('integral.daily')}</h2>
            <ol className={styles.days}>
              {[...data.days.days].reverse().map((d) => (
                <li key={d.day}>
                  <span className={styles.dayScore}>{d.score}</span>
                  <time dateTime={d.day}>{format.dateTime(new Date(`${d.day}T12:00:00+08:00`), { month: 'numeric', day: 'numeric' })}</time>
                </li>
              ))}
            </ol>
            <h2 className={styles.sectionTitle}>{t('integral.records')}</h2>
            {data.records.records.length === 0 ? (
              <p className={styles.note}>{t('integral.empty')}</p>
            ) : (
              <ul className={styles.records} data-testid="score-records">
                {data.records.records.map((r) => (
                  <li key={r.id}>
                    <span>
                      {reasonText(r.reason)}
                      <time className={styles.recordTime} dateTime={new Date(r.at).toISOString()}>
                        {format.dateTime(new Date(r.at), { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })}
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
