import { useTranslations } from 'next-intl';
import type { ArticleDetail } from '@/features/articles/articleDetail.types';
import styles from './Article.module.css';

/** Every byline role the platform filled in (docs/product.md §3), the source excepted (it heads the page). */
export function Bylines({ bylines }: { bylines: ArticleDetail['bylines'] }) {
  const t = useTranslations('byline');
  const shown = bylines.filter((byline) => byline.role !== 'source');
  if (shown.length === 0) return null;
  return (
    <dl className={styles.bylines}>
      {shown.map((byline) => (
        <div key={byline.role}>
          <dt>{t(byline.role)}</dt>
          <dd>{byline.name}</dd>
        </div>
      ))}
    </dl>
  );
}
