import { getTranslations } from 'next-intl/server';
import type { ArticleSummary } from '@/lib/types/article';
import { ArticleCard } from './ArticleCard';
import styles from './ArticleList.module.css';

interface ArticleListProps {
  articles: ArticleSummary[];
  columnStyle: string;
  leftThumbnail: boolean;
  label: string;
}

/** How many cards are likely in the first screen; their pictures load eagerly. */
const EAGER_CARDS = 3;

export async function ArticleList({ articles, columnStyle, leftThumbnail, label }: ArticleListProps) {
  const t = await getTranslations('list');
  if (articles.length === 0) return <p className={styles.empty}>{t('noContent')}</p>;
  return (
    <ul className={styles.list} aria-label={label}>
      {articles.map((article, index) => (
        <ArticleCard
          key={article.id}
          article={article}
          columnStyle={columnStyle}
          leftThumbnail={leftThumbnail}
          eager={index < EAGER_CARDS}
        />
      ))}
    </ul>
  );
}
