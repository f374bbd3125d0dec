import { useTranslations } from 'next-intl';
import type { SearchResults as Results } from './useSearchResults';
import styles from './Search.module.css';

/** Under the results: load more, its failure with a retry, or the end. */
export function MoreResults({ results, onLoadMore }: { results: Results; onLoadMore: () => void }) {
  const tList = useTranslations('list');
  const { moreFailed, hasMore, loadingMore } = results;
  return (
    <div className={styles.footer}>
      {moreFailed ? (
        <>
          <span role="alert">{tList('loadFailed')}</span>
          <button type="button" className={styles.retry} onClick={results.retryMore}>
            {tList('retry')}
          </button>
        </>
      ) : hasMore || loadingMore ? (
        <button type="button" className={styles.more} onClick={onLoadMore} aria-disabled={loadingMore || undefined}>
          {loadingMore ? tList('loading') : tList('loadMore')}
        </button>
      ) : (
        <span>{tList('noMore')}</span>
      )}
    </div>
  );
}
