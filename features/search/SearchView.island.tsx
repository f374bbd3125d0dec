'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { SearchTclass } from '@/features/search/classes';
import { hasOrder, type SearchOrder } from '@/features/search/order';
import type { SearchResultPage } from '@/features/search/types';
import { KeptPagesCache } from '@/lib/client/keptPages';
import { useSearch } from './useSearch';
import { SearchBar } from './SearchBar';
import { SearchTabs } from './SearchTabs';
import { SearchStatus } from './SearchStatus';
import { SearchOrderSwitch } from './SearchOrderSwitch';
import { SearchStart } from './SearchStart';
import { SearchResults } from './SearchResults';
import { KeptSearchPlace } from './KeptSearchPlace';
import { searchPageQuery } from '@/features/search/query';
import styles from './Search.module.css';

export interface SearchTab {
  tclass: SearchTclass;
  label: string;
}

export interface SearchViewProps {
  /** The normalized keyword of the page's URL ('' for none). */
  initialKeyword: string;
  initialTclass: SearchTclass;
  initialOrder: SearchOrder;
  tabs: SearchTab[];
  /** Whether the platform sorts a search newest first on request (not a real platform's searchAll). */
  ordered?: boolean;
  hotWords: string[];
  /** The site's most read articles (articleHot), rendered on the server: shown before a search. */
  hotArticles?: ReactNode;
  /** Page 0 for the URL's keyword, rendered on the server so a shared link works without JS. */
  initialPage: SearchResultPage | null;
  /** The server asked for page 0 and the platform failed. */
  initialFailed: boolean;
}

/**
 * The search screen (docs/product.md §2, SearchPage): a search form whose results follow the
 * input and which suggests words as the reader types, class tabs, the order of the results
 * (most relevant or newest first), hot words and the device's recent searches. Page 0 of the URL's search comes
 * rendered from the server; each search's pages are kept (the lists' SWR cache), so coming back
 * shows them at once. The state and effects live in useSearch; the pieces below only show them.
 */
export function SearchView(props: SearchViewProps) {
  return (
    <KeptPagesCache>
      <SearchScreen {...props} />
    </KeptPagesCache>
  );
}

function SearchScreen({
  initialKeyword,
  initialTclass,
  initialOrder,
  tabs,
  ordered = true,
  hotWords,
  hotArticles,
  initialPage,
  initialFailed,
}: SearchViewProps) {
  const t = useTranslations('search');
  const search = useSearch({
    initial: { keyword: initialKeyword, tclass: initialTclass, order: initialOrder },
    initialPage,
    initialFailed,
  });
  const { query, terms, results } = search;
  return (
    <>
      <header className={styles.header}>
        <SearchBar
          value={search.value}
          terms={terms}
          inputRef={search.inputRef}
          onChange={search.setValue}
          onSubmit={search.submit}
          onPick={search.runSearch}
        />
        {tabs.length > 1 ? <SearchTabs tabs={tabs} terms={terms} onChoose={search.chooseClass} /> : null}
      </header>
      <main id="content">
        <h1 className="visually-hidden">{t('title')}</h1>
        <SearchStatus
          query={query}
          searchable={results.searchable}
          failed={results.failed}
          totalCount={results.current?.totalCount}
          shownCount={results.shownCount}
        />
        {query === '' ? (
          <SearchStart
            recentWords={search.recentWords}
            hotWords={hotWords}
            hotArticles={hotArticles}
            terms={terms}
            hotHeadingRef={search.hotHeadingRef}
            onSearch={search.runSearch}
            onClearRecent={search.clearRecent}
          />
        ) : (
          <>
            {/* No order to choose among no results: the chips show only once there is something to sort. */}
            {ordered && hasOrder(terms.tclass) && !(results.current && results.shownCount === 0) ? (
              <SearchOrderSwitch terms={terms} onChoose={search.chooseOrder} />
            ) : null}
            <SearchResults
              results={results}
              headingRef={search.resultsHeadingRef}
              listRef={search.resultsListRef}
              onOpen={search.rememberShownSearch}
              onLoadMore={search.loadMore}
            />
            {results.current ? (
              <KeptSearchPlace
                key={searchPageQuery(terms)}
                terms={terms}
                pagesShown={results.pagesShown}
                ended={!results.hasMore || results.moreFailed}
                wantPages={results.wantPages}
              />
            ) : null}
          </>
        )}
      </main>
    </>
  );
}
