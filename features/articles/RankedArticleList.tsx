import Link from 'next/link';
import type { ArticleSummary } from './article.types';
import styles from './RankedArticleList.module.css';

/**
 * Articles as a ranking: their titles in order, numbered, the first three marked. The most-read lists
 * (features/columns/MostRead.tsx) and the hot articles before a search (features/search/HotArticles.tsx)
 * are one ranking; a server component, no script. An external article leaves the site as a plain link.
 */
export function RankedArticleList({ articles }: { articles: ArticleSummary[] }) {
  return (
    <ol className={styles.list}>
      {articles.map((article, index) => (
        <li key={article.id} className={styles.item}>
          <span className={`${styles.rank} ${index < 3 ? styles.top : ''}`} aria-hidden="true">
            {index + 1}
          </span>
          {article.external ? (
            <a href={article.href} className={styles.link} rel="noopener">
              {article.title}
            </a>
          ) : (
            <Link href={article.href} prefetch={false} className={styles.link}>
              {article.title}
            </Link>
          )}
        </li>
      ))}
    </ol>
  );
}
