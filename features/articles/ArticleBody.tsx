import styles from './Article.module.css';

/**
 * The article's HTML. It was sanitised on the server through an allow-list
 * (lib/content/sanitize.ts) when the answer was mapped; nothing else reaches this element.
 * `data-article-body` is where listening finds the text to read (features/articles/listen.ts).
 */
export function ArticleBody({ html }: { html: string }) {
  return <div className={styles.body} data-article-body="" dangerouslySetInnerHTML={{ __html: html }} />;
}
