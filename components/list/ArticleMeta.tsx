import { getTranslations } from 'next-intl/server';
import type { ArticleSummary } from '@/lib/types/article';
import { formatCount } from '@/lib/format/count';
import { RelativeTime } from './RelativeTime';
import styles from './ArticleCard.module.css';

/** The small line under a title: type badge, top mark, time, reads. */
export async function ArticleMeta({ article, countCap }: { article: ArticleSummary; countCap: number }) {
  const t = await getTranslations('list');
  const tKind = await getTranslations('kind');
  const showKind = article.kind !== 'news';
  return (
    <div className={styles.meta}>
      {article.isTop ? <span className={styles.badge}>{t('top')}</span> : null}
      {showKind ? <span className={styles.badge}>{tKind(article.kind)}</span> : null}
      {article.columnName ? <span>{article.columnName}</span> : null}
      {article.publishedAt ? <RelativeTime iso={article.publishedAt} /> : null}
      {article.counts.clicks > 0 ? <span>{t('clicks', { count: formatCount(article.counts.clicks, { cap: countCap }) })}</span> : null}
    </div>
  );
}
