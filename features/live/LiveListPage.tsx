import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ComingLive } from '@/features/live/live.types';
import type { Locale } from '@/lib/i18n/locales';
import { formatDateTime } from '@/lib/format/dateTime';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { LivePhaseBadge } from '@/features/live/LivePhaseBadge.island';
import { ListPage } from '@/components/list/ListPage';
import styles from './LiveList.module.css';

/** moreLive: the broadcasts on air and coming, then replays, each with its status (and start time when coming). */
export async function LiveListPage({ lives, locale }: { lives: ComingLive[]; locale: Locale }) {
  const t = await getTranslations('list');
  return (
    // The status badges follow each live by push: an island, with its messages.
    <ClientMessages namespaces={['live']}>
      <ListPage
        title={t('liveArticles')}
        items={lives}
        keyOf={(live) => live.id}
        empty={t('noContent')}
        classes={{ list: styles.list, item: styles.item, empty: styles.empty }}
        renderItem={(live) => (
          <Link href={live.href} className={styles.link} prefetch={false}>
            <span className={styles.picture}>
              {live.bannerUrl ? (
                // eslint-disable-next-line @next/next/no-img-element -- sized by the platform
                <img
                  src={live.bannerUrl}
                  alt=""
                  width={750}
                  height={422}
                  className={styles.image}
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
              <LivePhaseBadge
                liveId={live.id}
                phase={live.phase}
                label={live.label}
                startsAt={live.startsAt}
                className={styles.label}
              />
            </span>
            <h2 className={styles.title}>{live.title}</h2>
            {/* Only a broadcast not yet on air 'starts at'; on air, the badge says it all. */}
            {live.startsAt && live.phase === 'preview' ? (
              <time className={styles.time} dateTime={live.startsAt}>
                {t('startsAt', { time: formatDateTime(live.startsAt, locale, 'monthDayTime') })}
              </time>
            ) : null}
          </Link>
        )}
      />
    </ClientMessages>
  );
}
