import { getTranslations } from 'next-intl/server';
import type { Ad } from '@/features/articles/article.types';
import { AdLink } from './AdLink.island';
import styles from './ColumnBanner.module.css';

/** Column banners are 4:1 (the platform's sizeScale); the box is reserved so nothing moves when the picture comes. */
const BANNER_WIDTH = 720;
const BANNER_HEIGHT = 180;

/**
 * The banner ad at the head of a column (getColAdvs, type 4, loaded by ColumnPage), the same for
 * every reader, so it is part of the shared page. Its picture asks for low priority: the column's own first picture (the
 * page's largest paint) goes first. A failing ads service gives no banner (the call's fallback).
 */
export async function ColumnBanner({ banners }: { banners: Ad[] }) {
  if (banners.length === 0) return null;
  const t = await getTranslations('ads');
  return (
    <aside className={styles.banners} aria-label={t('bannerLabel')}>
      {banners.map((ad) => (
        <AdLink key={ad.id} id={ad.id} href={ad.targetUrl} className={styles.banner}>
          {/* The title is written over it: the picture itself says nothing more to a screen reader. */}
          {/* eslint-disable-next-line @next/next/no-img-element -- sized pictures from the platform's media host */}
          <img
            className={styles.image}
            src={ad.imageUrl}
            alt=""
            width={BANNER_WIDTH}
            height={BANNER_HEIGHT}
            loading="lazy"
            decoding="async"
            fetchPriority="low"
          />
          <span className={styles.caption}>
            <span className={styles.title}>{ad.title}</span>
            <span className={styles.badge}>{t('badge')}</span>
          </span>
        </AdLink>
      ))}
    </aside>
  );
}
