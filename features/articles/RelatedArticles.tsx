import { useTranslations } from 'next-intl';
import type { ArticleSummary } from '@/features/articles/article.types';
import { ArticleCard } from '@/features/articleList/ArticleCard';
import listStyles from '@/features/articleList/ArticleList.module.css';
import styles from './Article.module.css';

/** A list of articles at the foot of an article: its related reading (getRelArticles) or what the site recommends (recommendList). */
export function RelatedArticles({
  articles,
  leftThumbnail,
  kind = 'related',
}: {
  articles: ArticleSummary[];
  leftThumbnail: boolean;
  kind?: 'related' | 'recommended';
}) {
  const t = useTranslations('article');
  if (articles.length === 0) return null;
  const headingId = `${kind}-title`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t(kind)}
      </h2>
      <ul className={listStyles.list}>
        {articles.map((article) => (
          <ArticleCard key={article.id} article={article} columnStyle="news" leftThumbnail={leftThumbnail} />
        ))}
      </ul>
    </section>
  );
}
