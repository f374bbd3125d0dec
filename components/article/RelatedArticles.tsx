import { useTranslations } from 'next-intl';
import type { ArticleSummary } from '@/lib/types/article';
import { ArticleCard } from '@/components/list/ArticleCard';
import listStyles from '@/components/list/ArticleList.module.css';
import styles from './Article.module.css';

export function RelatedArticles({ articles, leftThumbnail }: { articles: ArticleSummary[]; leftThumbnail: boolean }) {
  const t = useTranslations('article');
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="related-title">
      <h2 id="related-title" className={styles.sectionTitle}>
        {t('related')}
      </h2>
      <ul className={listStyles.list}>
        {articles.map((article) => (
          <ArticleCard key={article.id} article={article} columnStyle="news" leftThumbnail={leftThumbnail} />
        ))}
      </ul>
    </section>
  );
}
