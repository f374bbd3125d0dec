import styles from './Article.module.css';

/**
 * The article's HTML. It was sanitised on the server through an allow-list
 * (lib/content/sanitize.ts) when the answer was mapped; nothing else reaches this element.
 */
export function ArticleBody({ html }: { html: string }) {
  return <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />;
}
