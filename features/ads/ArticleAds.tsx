import { getTranslations } from 'next-intl/server';
import { getArticleAds } from '@/features/ads/server/articleAds';
import { isAdShowing } from '@/features/ads/ads';
import styles from './ArticleAds.module.css';
import { AdLink } from './AdLink.island';

/** Article-detail ads are 3:1 banners (the platform's sizeScale); the box is reserved up front. */
const AD_WIDTH = 720;
const AD_HEIGHT = 240;

/**
 * The ads under the article text, only those running now (the platform does not filter by time).
 * Rendered inside a Suspense boundary, so a slow ads service never holds the article back.
 */
export async function ArticleAds({ articleId }: { articleId: number }) {
  const now = new Date();
  const ads = (await getArticleAds(articleId)).filter((ad) => isAdShowing(ad, now));
  if (ads.length === 0) return null;
  const t = await getTranslations('articleAds');
  return (
    <aside className={styles.ads} aria-label={t('label')}>
      {ads.map((ad) => {
        const body = (
          <>
            {ad.imageUrl ? (
              // eslint-disable-next-line @next/next/no-img-element -- sized pictures from the platform's media host
              <img
                className={styles.image}
                src={ad.imageUrl}
                alt={ad.title}
                width={AD_WIDTH}
                height={AD_HEIGHT}
                loading="lazy"
              />
            ) : null}
            <span className={styles.caption}>
              <span className={styles.badge}>{t('badge')}</span>
              {ad.title}
            </span>
          </>
        );
        // Only http(s) targets survive mapping (safeExternalUrl); others show without a link.
        return (
          <AdLink key={ad.id} id={ad.id} href={ad.targetUrl} className={styles.ad}>
            {body}
          </AdLink>
        );
      })}
    </aside>
  );
}
