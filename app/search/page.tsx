import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { getHotWords, getSearchClasses, searchAllInTime } from '@/lib/platform/api/search';
import { isPlatformError } from '@/lib/platform/errors';
import { DEFAULT_SEARCH_CLASSES, TCLASS_LABEL_KEY } from '@/lib/search/classes';
import { isSearchableKeyword, keywordLength, MAX_KEYWORD_LENGTH, normalizeKeyword, tclassFromParam } from '@/lib/search/query';
import type { SearchClass, SearchResultPage } from '@/lib/search/types';
import { queryTitle } from '@/lib/http/queryTitle';
import { SearchView, type SearchTab } from '@/components/search/SearchView';
import { ClientMessages } from '@/components/i18n/ClientMessages';

type SearchParams = Record<string, string | string[] | undefined>;
interface SearchPageProps {
  searchParams: Promise<SearchParams>;
}

const first = (value: string | string[] | undefined): string => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));

function readQuery(params: SearchParams) {
  return { keyword: normalizeKeyword(first(params.keyword)), tclass: tclassFromParam(first(params.tclass)) };
}

export async function generateMetadata({ searchParams }: SearchPageProps): Promise<Metadata> {
  const { keyword } = readQuery(await searchParams);
  const t = await getTranslations('search');
  const shown = keywordLength(keyword) > MAX_KEYWORD_LENGTH ? `${Array.from(keyword).slice(0, MAX_KEYWORD_LENGTH).join('')}…` : keyword;
  return {
    title: (await queryTitle()) ?? (shown ? t('resultsTitle', { keyword: shown }) : t('title')),
    alternates: { canonical: '/search.html' },
    // Result pages are endless keyword variations of the articles themselves.
    robots: keyword ? { index: false, follow: true } : undefined,
  };
}

/** Logged and swallowed: the screen still works without classes or hot words. */
function orFallback<T>(call: string, fallback: T) {
  return (error: unknown): T => {
    if (!isPlatformError(error)) console.error(`[search] ${call} failed`, error);
    return fallback;
  };
}

/**
 * SearchPage: `/search.html?keyword=&tclass=` (SPEC section 2, kept alive). With a keyword in the
 * URL the first page of results is rendered here, so a shared search link works without JS.
 */
export default async function SearchPage({ searchParams }: SearchPageProps) {
  const { keyword, tclass: askedTclass } = readQuery(await searchParams);
  const [classes, hotWords, t, tChrome, locale] = await Promise.all([
    getSearchClasses().catch(orFallback<SearchClass[]>('searchClassify', DEFAULT_SEARCH_CLASSES)),
    getHotWords().catch(orFallback<string[]>('searchWordDely', [])),
    getTranslations('search'),
    getTranslations('chrome'),
    getLocale(),
  ]);
  const shownClasses = classes.length > 0 ? classes : DEFAULT_SEARCH_CLASSES;
  const tclass = shownClasses.some((c) => c.tclass === askedTclass) ? askedTclass : (shownClasses[0]?.tclass ?? askedTclass);
  // The site's own class names in Chinese; the reader's language otherwise.
  const tabs: SearchTab[] = shownClasses.map((c) => ({
    tclass: c.tclass,
    label: locale === 'cn' && c.name ? c.name : t(TCLASS_LABEL_KEY[c.tclass]),
  }));

  let initialPage: SearchResultPage | null = null;
  let initialFailed = false;
  if (isSearchableKeyword(keyword)) {
    try {
      initialPage = await searchAllInTime({ keyword, tclass, page: 0 });
    } catch (error) {
      orFallback('searchAllInTime', null)(error);
      initialFailed = true;
    }
  }

  return (
    <>
      <a className="skip-link" href="#content">
        {tChrome('skipToContent')}
      </a>
      <ClientMessages namespaces={['search', 'list', 'kind', 'time']}>
        <SearchView
          key={`${tclass}|${keyword}`}
          initialKeyword={keyword}
          initialTclass={tclass}
          tabs={tabs}
          hotWords={hotWords}
          initialPage={initialPage}
          initialFailed={initialFailed}
        />
      </ClientMessages>
    </>
  );
}
