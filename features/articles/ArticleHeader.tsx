import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { ArticleDetail } from '@/features/articles/articleDetail.types';
import { formatCount } from '@/lib/format/count';
import { RelativeTime } from '@/components/list/RelativeTime.island';
import styles from './Article.module.css';
import { reporterRoute, xyDetailRoute } from '@/features/accounts/paths';

/** docs/product.md §9, style 4: full date and time on detail pages. */
const DETAIL_TIME_STYLE = 4;

export function ArticleHeader({ article }: { article: ArticleDetail }) {
  const t = useTranslations('article');
  const tr = useTranslations('reporter');
  const locale = useLocale();
  const source = article.bylines.find((byline) => byline.role === 'source');
  return (
    <header>
      <h1 className={styles.title}>{article.title}</h1>
      <p className={styles.meta}>
        {source ? <span>{t('sourceIs', { name: source.name })}</span> : null}
        {article.publishedAt ? <RelativeTime iso={article.publishedAt} style={DETAIL_TIME_STYLE} /> : null}
        {article.counts.clicks > 0 ? (
          <span>{t('reads', { count: formatCount(article.counts.clicks, { locale }) })}</span>
        ) : null}
      </p>
      {article.account || article.reporter ? (
        <p className={styles.meta}>
          {article.account ? (
            <Link href={xyDetailRoute.href({ id: article.account.id })} prefetch={false}>
              {article.account.name}
            </Link>
          ) : null}
          {article.reporter ? (
            <Link href={reporterRoute.href({ id: article.reporter.id })} prefetch={false}>
              {tr('reporterLink', { name: article.reporter.name })}
            </Link>
          ) : null}
        </p>
      ) : null}
    </header>
  );
}
