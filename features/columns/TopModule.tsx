import Link from 'next/link';
import type { ArticleSummary } from '@/features/articles/article.types';
import styles from '@/components/list/Section.module.css';

/** The column's top module: a titled box of headline links above the list. */
export function TopModule({ module }: { module: { title: string; articles: ArticleSummary[] } }) {
  if (module.articles.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="top-module">
      <div className={styles.head}>
        <h2 className={styles.title} id="top-module">
          {module.title}
        </h2>
      </div>
      <ul className={styles.rows}>
        {module.articles.map((article) => (
          <li key={article.id}>
            <Link href={article.href} className={styles.row} prefetch={false}>
              {article.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
