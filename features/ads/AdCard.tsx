import { useTranslations } from 'next-intl';
import type { Ad } from '@/features/articles/article.types';
import styles from '../articleList/ArticleCard.module.css';
import { AdLink } from './AdLink.island';

/** An in-list ad: its picture and title, marked as an ad, opening its target (http(s) only, see map/article); impressions and clicks reported (AdLink). */
export function AdCard({ ad }: { ad: Ad }) {
  const t = useTranslations('list');
  const body = (
    <div className={styles.text}>
      {ad.title ? <h3 className={styles.title}>{ad.title}</h3> : null}
      {ad.imageUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- sized by the ads host
        <img
          className={styles.bigImg}
          src={ad.imageUrl}
          alt={ad.title}
          width={720}
          height={240}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className={styles.meta}>
        <span className={styles.badge}>{t('ad')}</span>
      </div>
    </div>
  );
  return (
    <li className={`${styles.card} ${styles.ad}`}>
      <AdLink id={ad.id} href={ad.targetUrl} className={styles.link}>
        {body}
      </AdLink>
    </li>
  );
}
