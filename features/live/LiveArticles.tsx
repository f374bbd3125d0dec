import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ArticleSummary } from '@/features/articles/article.types';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { LivePhaseBadge } from '@/features/live/LivePhaseBadge.island';
import styles from '@/components/list/Section.module.css';
import { moreLiveRoute } from '@/features/live/paths';

/** The column's live broadcasts: a row of cards with their status (following pushes), and the way to all lives. */
export async function LiveArticles({ lives }: { lives: ArticleSummary[] }) {
  const t = await getTranslations('list');
  if (lives.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="live-articles">
      <div className={styles.head}>
        <h2 className={styles.title} id="live-articles">
          {t('liveArticles')}
        </h2>
        <Link
          href={moreLiveRoute.href()}
          className={styles.more}
          prefetch={false}
          aria-label={t('moreOf', { name: t('liveArticles') })}
        >
          {t('more')}
        </Link>
      </div>
      <ClientMessages namespaces={['live']}>
        <ul className={styles.strip}>
          {lives.map((live) => (
            <li key={live.id} className={styles.stripItem}>
              <Link href={live.href} className={styles.stripLink} prefetch={false}>
                <div className={styles.stripImage}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- sized by the platform */}
                  <img
                    src={live.sized?.middle || live.image.middle || live.image.big}
                    alt=""
                    width={220}
                    height={124}
                    className={styles.stripImg}
                    loading="lazy"
                    decoding="async"
                  />
                  {live.livePhase ? (
                    <LivePhaseBadge liveId={live.id} phase={live.livePhase} className={styles.label} />
                  ) : null}
                </div>
                <h3 className={styles.stripTitle}>{live.title}</h3>
              </Link>
            </li>
          ))}
        </ul>
      </ClientMessages>
    </section>
  );
}
