import { ClientMessages } from '@/components/i18n/ClientMessages';
import { ReportButton } from './ReportButton.island';
import styles from './Report.module.css';

/** An article's 举报, a quiet line under its actions (docs/product.md §16): small, apart from the share and like bar. */
export function ArticleReport({ articleId }: { articleId: number }) {
  return (
    <p className={styles.articleLine}>
      <ClientMessages namespaces={['report', 'callError']}>
        <ReportButton kind="article" id={articleId} />
      </ClientMessages>
    </p>
  );
}
