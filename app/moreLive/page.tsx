import type { Metadata } from 'next';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { getComingLives } from '@/lib/platform/api/live';
import { liveState } from '@/lib/format/liveState';
import { listMetadata } from '@/lib/lists/listMetadata';
import { PageHeader } from '@/components/chrome/PageHeader';
import { localeFacts } from '@/lib/i18n/locales';
import styles from '@/components/list/LiveList.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('list');
  return listMetadata(t('liveArticles'), t('liveArticles'), '/moreLive.html');
}

/** moreLive: the broadcasts on air and coming (liveComing), each with its status. */
export default async function MoreLivePage() {
  const [lives, t, tLive, locale] = await Promise.all([getComingLives(), getTranslations('list'), getTranslations('live'), getLocale()]);
  // Start times in the reader's language and the locale's zone (the platform's, as editors set them).
  const { dateLocale, timeZone } = localeFacts(locale);
  const startFormat = new Intl.DateTimeFormat(dateLocale, { month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone });
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
                  {live.startsAt ? (
                    <time className={styles.time} dateTime={live.startsAt}>
                      {t('startsAt', { time: startFormat.format(new Date(live.startsAt)) })}
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
