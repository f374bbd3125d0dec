'use client';

import Link from 'next/link';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import useSWR, { SWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { useTranslations } from 'next-intl';
import { BASE_PATH } from '@/lib/basePath';
import { callHandler } from '@/lib/client/http';
import type { ClientCallError } from '@/lib/client/clientCallError';
import { searchResults } from '@/lib/client/endpoints';
import { ACCOUNT_TCLASS, type SearchTclass } from '@/lib/search/classes';
import { createStaleCanceller } from '@/lib/search/cancel';
import {
  MAX_KEYWORD_LENGTH,
  SEARCH_DEBOUNCE_MS,
  isSearchableKeyword,
  normalizeKeyword,
  searchApiPath,
  searchGroupOf,
  searchPageQuery,
} from '@/lib/search/query';
import type { SearchResultPage } from '@/lib/search/types';
import { AccountResult, ArticleResult } from './SearchResultItems';
import { useRecentSearches } from './useRecentSearches';
import styles from './Search.module.css';

export interface SearchTab {
  tclass: SearchTclass;
  label: string;
}

export interface SearchViewProps {
  /** The normalized keyword of the page's URL ('' for none). */
  initialKeyword: string;
  initialTclass: SearchTclass;
  tabs: SearchTab[];
  hotWords: string[];
  /** Page 0 for the URL's keyword, rendered on the server so a shared link works without JS. */
  initialPage: SearchResultPage | null;
  /** The server asked for page 0 and the platform failed. */
  initialFailed: boolean;
}

const SWR_OPTIONS = {
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
  // Requests are cancelled when the reader types on; a cancelled one must not be reused.
  dedupingInterval: 0,
} as const;

const isCancel = (error: ClientCallError | undefined) => error?.code === 'cancelled';

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function pageHref(keyword: string, tclass: SearchTclass): string {
  return `${BASE_PATH}/search.html${searchPageQuery(keyword, tclass)}`;
}

/** Results can shift between pages while new articles are published: show each once. */
function uniqueBy<T>(items: T[], id: (item: T) => number): T[] {
  const seen = new Set<number>();
  return items.filter((item) => {
    if (seen.has(id(item))) return false;
    seen.add(id(item));
    return true;
  });
}

function BackIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M15 5l-7 7 7 7" />
    </svg>
  );
}

/**
 * The search screen (SPEC section 2, SearchPage): a search form whose results follow the input,
 * class tabs, hot words and the device's recent searches. Page 0 of the URL's search comes
 * rendered from the server; SWR keeps every search's pages, so coming back shows them at once.
 */
export function SearchView(props: SearchViewProps) {
  const [value] = useState(() => ({
    fallback: props.initialPage ? { [searchApiPath(props.initialKeyword, props.initialTclass, 0)]: props.initialPage } : {},
  }));
  return (
    <SWRConfig value={value}>
      <SearchScreen {...props} />
    </SWRConfig>
  );
}

function SearchScreen({ initialKeyword, initialTclass, tabs, hotWords, initialFailed }: SearchViewProps) {
  const t = useTranslations('search');
  const tList = useTranslations('list');
  const inputId = useId();
  const resultsHeadingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const hotHeadingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusItemRef = useRef<number | null>(null);
  const [focusResults, setFocusResults] = useState(0);

  const [value, setValue] = useState(initialKeyword);
  const [query, setQuery] = useState(initialKeyword);
  const [tclass, setTclass] = useState(initialTclass);
  const [canceller] = useState(createStaleCanceller);
  const recent = useRecentSearches();
  const addRecent = recent.add;

  // Results follow the input once the reader pauses typing.
  useEffect(() => {
    const next = normalizeKeyword(value);
    if (next === query) return;
    const timer = setTimeout(() => setQuery(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, query]);

  useEffect(() => () => canceller.abortAll(), [canceller]);

  // The address always names the search on screen, so it can be shared or reloaded.
  useEffect(() => {
    const search = searchPageQuery(query, tclass, window.location.search);
    if (search !== window.location.search) window.history.replaceState(null, '', `${window.location.pathname}${search}`);
  }, [query, tclass]);

  useEffect(() => {
    if (focusResults > 0) resultsHeadingRef.current?.focus();
  }, [focusResults]);

  // SWR's key is the handler's path (searchApiPath), also the key of the server-rendered page 0;
  // its query is the handler's input.
  const fetcher = useCallback(
    (path: string) =>
      callHandler(searchResults, Object.fromEntries(new URLSearchParams(path.slice(path.indexOf('?') + 1))), {
        signal: canceller.signalFor(searchGroupOf(path)),
      }),
    [canceller],
  );

  const searchable = isSearchableKeyword(query);
  const key = searchable ? searchApiPath(query, tclass, 0) : null;
  const isInitialKey = key === searchApiPath(initialKeyword, initialTclass, 0);
  const first = useSWR<SearchResultPage, ClientCallError>(key, fetcher, {
    ...SWR_OPTIONS,
    // While the next search loads (or fails), the results on screen stay.
    keepPreviousData: true,
    // The server tried already and failed: say so, and let the reader retry.
    revalidateOnMount: initialFailed && isInitialKey ? false : undefined,
  });
  const { data: shownPage, error: firstError, isValidating: firstValidating, mutate: retryFirst } = first;
  const current = shownPage && shownPage.keyword === query && shownPage.tclass === tclass ? shownPage : undefined;
  const shown = searchable ? shownPage : undefined;
  const stale = shown !== undefined && current === undefined;

  // A request cancelled for a search the reader has come back to: ask again.
  const firstCancelled = isCancel(firstError);
  useEffect(() => {
    if (firstCancelled && !firstValidating) void retryFirst();
  }, [firstCancelled, firstValidating, retryFirst]);

  const more = useSWRInfinite<SearchResultPage, ClientCallError>(
    (index: number, previous: SearchResultPage | null) => {
      if (!current?.hasMore || (previous && !previous.hasMore)) return null;
      return searchApiPath(current.keyword, current.tclass, index + 1);
    },
    fetcher,
    { ...SWR_OPTIONS, initialSize: 0, revalidateFirstPage: false },
  );
  const morePages = current ? (more.data ?? []) : [];
  const lastPage = morePages[morePages.length - 1] ?? current;
  const hasMore = Boolean(current && lastPage?.hasMore);
  const loadingMore = more.isValidating && more.size > morePages.length;
  const moreFailed = more.error !== undefined && !isCancel(more.error);

  const failed =
    searchable &&
    ((firstError !== undefined && !firstCancelled) || (initialFailed && isInitialKey && shownPage === undefined && !firstValidating));

  const pages = current ? [current, ...morePages] : shown ? [shown] : [];
  const articles = uniqueBy(pages.flatMap((page) => page.articles), (article) => article.id);
  const accounts = uniqueBy(pages.flatMap((page) => page.accounts), (account) => account.id);
  const shownKeyword = shown?.keyword ?? query;
  const shownCount = articles.length + accounts.length;

  // After "load more", focus moves to the first new result instead of being lost.
  useEffect(() => {
    const index = focusItemRef.current;
    if (index === null || shownCount <= index) return;
    focusItemRef.current = null;
    listRef.current?.querySelectorAll<HTMLAnchorElement>(':scope > li > a')[index]?.focus();
  }, [shownCount]);

  const runSearch = useCallback(
    (word: string) => {
      const keyword = normalizeKeyword(word);
      setValue(keyword);
      setQuery(keyword);
      if (isSearchableKeyword(keyword)) addRecent(keyword);
      setFocusResults((n) => n + 1);
    },
    [addRecent],
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const keyword = normalizeKeyword(value);
    if (keyword === '') {
      inputRef.current?.focus();
      return;
    }
    if (keyword === query && failed) void retryFirst();
    runSearch(keyword);
  };

  const onTab = (event: MouseEvent<HTMLAnchorElement>, next: SearchTclass) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    setTclass(next);
    setQuery(normalizeKeyword(value));
  };

  const onHotWord = (event: MouseEvent<HTMLAnchorElement>, word: string) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    runSearch(word);
  };

  const onClearRecent = () => {
    recent.clear();
    (hotHeadingRef.current ?? inputRef.current)?.focus();
  };

  const onLoadMore = () => {
    if (loadingMore) return;
    focusItemRef.current = shownCount;
    void more.setSize(more.size + 1);
  };

  let status = '';
  if (query !== '' && !searchable) status = t('tooLong', { max: MAX_KEYWORD_LENGTH });
  else if (searchable && current) status = shownCount === 0 ? t('noResults', { keyword: query }) : t('resultCount', { count: Math.max(current.totalCount, shownCount) });
  else if (searchable && !failed) status = t('searching');

  return (
    <>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Link href="/home.html" className={styles.back} aria-label={t('back')} prefetch={false}>
            <BackIcon />
          </Link>
          <form role="search" className={styles.form} action={`${BASE_PATH}/search.html`} method="get" onSubmit={onSubmit}>
            <label htmlFor={inputId} className="visually-hidden">
              {t('label')}
            </label>
            <input
              ref={inputRef}
              id={inputId}
              className={styles.input}
              type="search"
              name="keyword"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              placeholder={t('placeholder')}
              maxLength={MAX_KEYWORD_LENGTH}
              enterKeyHint="search"
              autoComplete="off"
              spellCheck={false}
            />
            <input type="hidden" name="tclass" value={tclass} />
            <button type="submit" className={styles.submit}>
              {t('submit')}
            </button>
          </form>
        </div>
        {tabs.length > 1 ? (
          <nav className={styles.tabs} aria-label={t('classes')}>
            <ul className={styles.tabList}>
              {tabs.map((tab) => {
                const active = tab.tclass === tclass;
                return (
                  <li key={tab.tclass}>
                    <a
                      href={pageHref(query, tab.tclass)}
                      className={`${styles.tab} ${active ? styles.tabActive : ''}`}
                      aria-current={active ? 'page' : undefined}
                      onClick={(event) => onTab(event, tab.tclass)}
                    >
                      {tab.label}
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
        ) : null}
      </header>

      <main id="content">
        <h1 className="visually-hidden">{t('title')}</h1>
        <p className={styles.status} role="status">
          {status}
        </p>

        {query === '' ? (
          <>
            {recent.words.length > 0 ? (
              <section className={styles.section} aria-labelledby={`${inputId}-recent`}>
                <div className={styles.sectionHead}>
                  <h2 id={`${inputId}-recent`} className={styles.sectionTitle}>
                    {t('recent')}
                  </h2>
                  <button type="button" className={styles.clear} onClick={onClearRecent}>
                    {t('clearRecent')}
                  </button>
                </div>
                <ul className={styles.chips}>
                  {recent.words.map((word) => (
                    <li key={word}>
                      <button type="button" className={styles.chip} onClick={() => runSearch(word)}>
                        {word}
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {hotWords.length > 0 ? (
              <section className={styles.section} aria-labelledby={`${inputId}-hot`}>
                <div className={styles.sectionHead}>
                  <h2 id={`${inputId}-hot`} ref={hotHeadingRef} tabIndex={-1} className={`${styles.sectionTitle} ${styles.headingTarget}`}>
                    {t('hotWords')}
                  </h2>
                </div>
                <ul className={styles.chips}>
                  {hotWords.map((word) => (
                    <li key={word}>
                      <a href={pageHref(word, tclass)} className={styles.chip} onClick={(event) => onHotWord(event, word)}>
                        {word}
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {hotWords.length === 0 && recent.words.length === 0 ? <p className={styles.intro}>{t('intro')}</p> : null}
          </>
        ) : (
          <section aria-labelledby={resultsHeadingId}>
            <h2 id={resultsHeadingId} ref={resultsHeadingRef} tabIndex={-1} className={`visually-hidden ${styles.headingTarget}`}>
              {t('results')}
            </h2>
            {failed ? (
              <div className={styles.alert} role="alert">
                <span>{t('failed')}</span>
                <button type="button" className={styles.retry} onClick={() => void retryFirst()}>
                  {tList('retry')}
                </button>
              </div>
            ) : null}
            {stale && shownCount > 0 && failed ? <p className={styles.note}>{t('earlierResults', { keyword: shownKeyword })}</p> : null}
            {shownCount > 0 ? (
              <ul ref={listRef} className={styles.list} aria-busy={stale ? true : undefined}>
                {(shown?.tclass ?? tclass) === ACCOUNT_TCLASS
                  ? accounts.map((account) => (
                      <AccountResult key={account.id} account={account} keyword={shownKeyword} onOpen={() => addRecent(shownKeyword)} />
                    ))
                  : articles.map((article) => (
                      <ArticleResult key={article.id} article={article} keyword={shownKeyword} onOpen={() => addRecent(shownKeyword)} />
                    ))}
              </ul>
            ) : null}
            {current && shownCount === 0 ? <p className={styles.emptyHint}>{t('noResultsHint')}</p> : null}
            {current && shownCount > 0 ? (
              <div className={styles.footer}>
                {moreFailed ? (
                  <>
                    <span role="alert">{tList('loadFailed')}</span>
                    <button type="button" className={styles.retry} onClick={() => void more.mutate()}>
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
            ) : null}
          </section>
        )}
      </main>
    </>
  );
}
