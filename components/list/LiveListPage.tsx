import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ComingLive } from '@/lib/types/live';
import type { Locale } from '@/lib/i18n/locales';
import { formatDateTime } from '@/lib/format/dateTime';
import { liveState } from '@/lib/format/liveState';
import { PageHeader } from '@/components/chrome/PageHeader';
import styles from './LiveList.module.css';

/** moreLive: the broadcasts on air and coming, each with its status and start time. */
export async function LiveListPage({ lives, locale }: { lives: ComingLive[]; locale: Locale }) {
  const [t, tLive] = await Promise.all([getTranslations('list'), getTranslations('live')]);
  return (
    <>
      <PageHeader title={t('liveArticles')} />
      <main id="content">
        {lives.length === 0 ? <p className={styles.empty}>{t('noContent')}</p> : null}
        <ul className={styles.list}>
          {lives.map((live) => {
            // liveComing gives no stream addresses: an ended live is labelled as ended, not replay.
            const phase = liveState({ status: live.liveStatus }).phase;
            return (
              <li key={live.id} className={styles.item}>
                <Link href={live.href} className={styles.link} prefetch={false}>
                  <span className={styles.picture}>
                    {/* eslint-disable-next-line @next/next/no-img-element -- sized by the platform */}
                    {live.bannerUrl ? <img src={live.bannerUrl} alt="" width={750} height={422} className={styles.image} loading="lazy" decoding="async" /> : null}
                    <span className={styles.label} data-phase={phase}>
                      {tLive(phase)}
                    </span>
                  </span>
                  <h2 className={styles.title}>{live.title}</h2>
                  {/* Only a broadcast not yet on air 'starts at'; on air, the badge says it all. */}
                  {live.startsAt && phase === 'preview' ? (
                    <time className={styles.time} dateTime={live.startsAt}>
                      {t('startsAt', { time: formatDateTime(live.startsAt, locale, 'monthDayTime') })}
                    </time>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </main>
    </>
  );
}
