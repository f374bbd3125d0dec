import { useTranslations } from 'next-intl';
import type { ShortVideoSummary } from '@/features/shortVideo/shortVideo.types';
import articleStyles from '@/features/articles/Article.module.css';
import { ClipCard } from './ClipCard';
import styles from './ShortVideo.module.css';

/** docs/product.md §9: the related short videos under the player (four, or commonInfo's size), two by two. */
export function RelatedShortVideos({ videos }: { videos: ShortVideoSummary[] }) {
  const t = useTranslations('shortVideo');
  if (videos.length === 0) return null;
  return (
    <section aria-labelledby="related-short-videos" className={styles.related}>
      <h2 id="related-short-videos" className={articleStyles.sectionTitle}>
        {t('related')}
      </h2>
      <ul className={styles.grid} data-testid="related-short-videos">
        {videos.map((video) => (
          <li key={video.id}>
            <ClipCard clip={video} />
          </li>
        ))}
      </ul>
    </section>
  );
}
