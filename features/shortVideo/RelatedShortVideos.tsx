import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { ShortVideoSummary } from '@/features/shortVideo/shortVideo.types';
import { minVideoDetailRoute } from '@/features/shortVideo/routes';
import { formatCount } from '@/lib/format/count';
import articleStyles from '@/features/articles/Article.module.css';
import styles from './ShortVideo.module.css';

/** docs/product.md §9: four related short videos under the player, two by two. */
export function RelatedShortVideos({ videos }: { videos: ShortVideoSummary[] }) {
  const t = useTranslations('shortVideo');
  const locale = useLocale();
  if (videos.length === 0) return null;
  return (
    <section aria-labelledby="related-short-videos" className={styles.related}>
      <h2 id="related-short-videos" className={articleStyles.sectionTitle}>
        {t('related')}
      </h2>
      <ul className={styles.grid} data-testid="related-short-videos">
        {videos.map((video) => (
          <li key={video.id}>
            <Link className={styles.card} href={minVideoDetailRoute.href({ id: video.id })}>
              <div className={styles.cover}>
                {/* Covers come from the platform's media host; the box fixes their size, lazy below the fold. */}
                {/* eslint-disable-next-line @next/next/no-img-element -- sized pictures from the platform's media host */}
                {video.cover ? <img src={video.cover} alt="" loading="lazy" width={360} height={640} /> : null}
                <span className={styles.plays}>{t('plays', { count: formatCount(video.counts.clicks, { locale }) })}</span>
              </div>
              <p className={styles.cardTitle}>{video.title}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
