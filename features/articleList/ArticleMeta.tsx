import { useLocale, useTranslations } from 'next-intl';
import type { ArticleSummary } from '@/features/articles/article.types';
import { formatCount } from '@/lib/format/count';
import { RelativeTime } from '@/components/list/RelativeTime.island';
import styles from './ArticleCard.module.css';

/** The small line under a title: top mark, type badge, column, time, reads. */
export function ArticleMeta({ article }: { article: ArticleSummary }) {
  const locale = useLocale();
  const t = useTranslations('list');
  const tKind = useTranslations('kind');
  return (
    <div className={styles.meta}>
      {article.isTop ? <span className={styles.badge}>{t('top')}</span> : null}
      {article.kind !== 'news' ? <span className={styles.badge}>{tKind(article.kind)}</span> : null}
      {article.columnName ? <span>{article.columnName}</span> : null}
      {article.publishedAt ? <RelativeTime iso={article.publishedAt} /> : null}
      {article.counts.clicks > 0 ? (
        <span>{t('clicks', { count: formatCount(article.counts.clicks, { locale }) })}</span>
      ) : null}
    </div>
  );
}
