import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { ShortVideoSummary } from '@/features/shortVideo/shortVideo.types';
import { minVideoDetailRoute } from '@/features/shortVideo/paths';
import { formatCount } from '@/lib/format/count';
import styles from './ShortVideo.module.css';

/** A clip as a card of a grid (the related clips, the short-video list): its upright cover, plays and title. */
export function ClipCard({ clip }: { clip: ShortVideoSummary }) {
  const t = useTranslations('shortVideo');
  const locale = useLocale();
  return (
    <Link className={styles.card} href={minVideoDetailRoute.href({ id: clip.id })} prefetch={false}>
      <div className={styles.cover}>
        {/* Covers come from the platform's media host; the box fixes their size, lazy below the fold. */}
        {/* eslint-disable-next-line @next/next/no-img-element -- sized pictures from the platform's media host */}
        {clip.cover ? <img src={clip.cover} alt="" loading="lazy" width={360} height={640} /> : null}
        <span className={styles.plays}>{t('plays', { count: formatCount(clip.counts.clicks, { locale }) })}</span>
      </div>
      <p className={styles.cardTitle}>{clip.title}</p>
    </Link>
  );
}
