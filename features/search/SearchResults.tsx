import { useId, useMemo, type RefObject } from 'react';
import { useTranslations } from 'next-intl';
import { ACCOUNT_TCLASS } from '@/features/search/classes';
import { AccountResult, ArticleResult } from './SearchResultItems';
import type { SearchResults as Results } from './useSearchResults';
import { MoreResults } from './MoreResults';
import styles from './Search.module.css';

interface SearchResultsProps {
  results: Results;
  headingRef: RefObject<HTMLHeadingElement | null>;
  listRef: RefObject<HTMLUListElement | null>;
  /** The reader opened a result. */
  onOpen: () => void;
  onLoadMore: () => void;
}

/** The results of a search: a failure with a retry, the found articles or accounts, and more. */
export function SearchResults({ results, headingRef, listRef, onOpen, onLoadMore }: SearchResultsProps) {
  const t = useTranslations('search');
  const tList = useTranslations('list');
  const headingId = useId();
  const { failed, stale, shownCount, shownKeyword, current } = results;
  const accountIds = useMemo(() => results.accounts.map((account) => account.id), [results.accounts]);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={`visually-hidden ${styles.headingTarget}`}>
        {t('results')}
      </h2>
      {failed ? (
        <div className={styles.alert} role="alert">
          <span>{t('failed')}</span>
          <button type="button" className={styles.retry} onClick={results.retry}>
            {tList('retry')}
          </button>
        </div>
      ) : null}
      {stale && shownCount > 0 && failed ? (
        <p className={styles.note}>{t('earlierResults', { keyword: shownKeyword })}</p>
      ) : null}
      {shownCount > 0 ? (
        <ul ref={listRef} className={styles.list} aria-busy={stale ? true : undefined}>
          {results.shownTclass === ACCOUNT_TCLASS
            ? results.accounts.map((account) => (
                <AccountResult
                  key={account.id}
                  account={account}
                  keyword={shownKeyword}
                  groupIds={accountIds}
                  onOpen={onOpen}
                />
              ))
            : results.articles.map((article) => (
                <ArticleResult key={article.id} article={article} keyword={shownKeyword} onOpen={onOpen} />
              ))}
        </ul>
      ) : null}
      {current && shownCount === 0 ? <p className={styles.emptyHint}>{t('noResultsHint')}</p> : null}
      {current && shownCount > 0 ? <MoreResults results={results} onLoadMore={onLoadMore} /> : null}
    </section>
  );
}
