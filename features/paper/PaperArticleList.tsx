import Link from 'next/link';
import type { PaperLayoutArticle } from '@/features/paper/paper.types';
import { paperArticleRoute } from '@/features/paper/paths';
import styles from './Paper.module.css';

/** The articles of a layout, in the platform's order: the same links as the page image's regions. */
export function PaperArticleList({ articles, heading }: { articles: PaperLayoutArticle[]; heading: string }) {
  return (
    <section aria-labelledby="paper-articles">
      <h2 className={styles.sectionTitle} id="paper-articles">
        {heading}
      </h2>
      <ul className={styles.articles}>
        {articles.map((article) => (
          <li key={article.id}>
            <Link href={paperArticleRoute.href({ id: article.id })} prefetch={false} className={styles.articleLink}>
              <span className={styles.articleTitle}>{article.title}</span>
              {article.subTitle ? <span className={styles.articleSub}>{article.subTitle}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
