import { useLocale, useTranslations } from 'next-intl';
import type { ShortVideo } from '@/features/shortVideo/shortVideo.types';
import { formatCount } from '@/lib/format/count';
import { RelativeTime } from '@/components/list/RelativeTime.island';
import Link from 'next/link';
import { shortVideoListHref } from '@/features/shortVideo/paths';
import styles from './ShortVideo.module.css';

/** docs/product.md §9, style 4: full date and time on detail pages. */
const DETAIL_TIME_STYLE = 4;

/** Title, author, time and counts of a short video, its text, and the way to its category's clips. */
export function ShortVideoInfo({ video }: { video: ShortVideo }) {
  const t = useTranslations('shortVideo');
  const tb = useTranslations('shortVideoBrowse');
  const locale = useLocale();
  const count = (value: number) => formatCount(value, { locale });
  return (
    <header>
      <h1 className={styles.title}>{video.title}</h1>
      {video.author.name ? (
        <p className={styles.author}>
          {video.author.icon ? (
            // eslint-disable-next-line @next/next/no-img-element -- the author's avatar from the platform's media host
            <img className={styles.avatar} src={video.author.icon} alt="" width={36} height={36} />
          ) : null}
          <span>{t('author', { name: video.author.name })}</span>
        </p>
      ) : null}
      <p className={styles.meta}>
        {video.publishedAt ? <RelativeTime iso={video.publishedAt} style={DETAIL_TIME_STYLE} /> : null}
        <span>{t('plays', { count: count(video.counts.clicks) })}</span>
        <span>{t('shares', { count: count(video.counts.shares) })}</span>
      </p>
      {video.summary ? <p className={styles.summary}>{video.summary}</p> : null}
      {/* Its category's clips (minVideoList): the way from a shared clip to the others like it. */}
      {video.categoryName ? (
        <Link href={shortVideoListHref(video.categoryId)} prefetch={false} className={styles.category}>
          {tb('moreIn', { category: video.categoryName })} ›
        </Link>
      ) : null}
    </header>
  );
}
