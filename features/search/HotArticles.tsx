import { getTranslations } from 'next-intl/server';
import type { ArticleSummary } from '@/features/articles/article.types';
import { RankedArticleList } from '@/features/articles/RankedArticleList';
import styles from './HotArticles.module.css';

/**
 * The site's most read recent articles (articleHot), ranked, before a search: a server component
 * handed to the search island as a node, so the list costs the island no code.
 */
export async function HotArticles({ articles }: { articles: ArticleSummary[] }) {
  if (articles.length === 0) return null;
  const t = await getTranslations('search');
  return (
    <section className={styles.section} aria-labelledby="hot-articles">
      <h2 id="hot-articles" className={styles.title}>
        {t('hotArticles')}
      </h2>
      <RankedArticleList articles={articles} />
    </section>
  );
}
