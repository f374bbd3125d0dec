import { getHotArticles } from '@/features/columns/server/articles';
import { getLocale, getTranslations } from 'next-intl/server';
import {
  getHotWords,
  getSearchClasses,
  searchAllInTime,
  searchesByClassAndOrder,
} from '@/features/search/server/search';
import { isPlatformError } from '@/lib/platform/errors';
import { DEFAULT_SEARCH_CLASSES, DEFAULT_TCLASS, TCLASS_LABEL_KEY } from '@/features/search/classes';
import {
  isSearchableKeyword,
  keywordLength,
  MAX_KEYWORD_LENGTH,
  normalizeKeyword,
  tclassFromParam,
} from '@/features/search/query';
import { SEARCH_ORDER_KEY, hasOrder, orderFromParam } from '@/features/search/order';
import type { SearchClass, SearchResultPage, SearchTerms } from '@/features/search/types';
import { definePage } from '@/lib/routing/definePage';
import { pageQuery } from '@/lib/routing/pageQuery';
import type { PageSeo } from '@/lib/seo/page';
import { shareText } from '@/lib/seo/text';
import { searchRoute } from '@/features/search/paths';

/** Logged and swallowed: the screen still works without classes or hot words. */
function orFallback<T>(call: string, fallback: T) {
  return (error: unknown): T => {
    if (!isPlatformError(error)) console.error(`[search] ${call} failed`, error);
    return fallback;
  };
}

/** The tabs of the search screen: the site's own class names in Chinese, the reader's language otherwise. */
async function searchTabs(classes: SearchClass[]) {
  const [t, locale] = await Promise.all([getTranslations('search'), getLocale()]);
  return classes.map((c) => ({
    tclass: c.tclass,
    label: locale === 'cn' && c.name ? c.name : t(TCLASS_LABEL_KEY[c.tclass]),
  }));
}

/** The first page of results for a search from the URL, so a shared search link works without JS. */
async function firstResults(
  terms: SearchTerms,
): Promise<{ initialPage: SearchResultPage | null; initialFailed: boolean }> {
  if (!isSearchableKeyword(terms.keyword)) return { initialPage: null, initialFailed: false };
  try {
    return { initialPage: await searchAllInTime({ ...terms, page: 0 }), initialFailed: false };
  } catch (error) {
    orFallback('searchAllInTime', null)(error);
    return { initialPage: null, initialFailed: true };
  }
}

/** SearchPage: `/search.html?keyword=&tclass=&sort=` (docs/product.md §2, kept alive). */
export const search = definePage(searchRoute, {
  async load() {
    const query = await pageQuery();
    const keyword = normalizeKeyword(query.get('keyword') ?? '');
    const askedTclass = tclassFromParam(query.get('tclass'));
    // A platform that searches without classes or order (searchAll) is asked for no classes either.
    const ordered = await searchesByClassAndOrder();
    const [classes, hotWords, hotArticles] = await Promise.all([
      ordered
        ? getSearchClasses().catch(orFallback<SearchClass[]>('searchClassify', DEFAULT_SEARCH_CLASSES))
        : DEFAULT_SEARCH_CLASSES.filter((c) => c.tclass === DEFAULT_TCLASS),
      getHotWords().catch(orFallback<string[]>('searchWordDely', [])),
      // Secondary (a fallback in its definition): the screen stands without them.
      getHotArticles(),
    ]);
    const shownClasses = classes.length > 0 ? classes : DEFAULT_SEARCH_CLASSES;
    const tclass = shownClasses.some((c) => c.tclass === askedTclass)
      ? askedTclass
      : (shownClasses[0]?.tclass ?? askedTclass);
    // An order for accounts (which have none) is the default, so the page and its link agree.
    const order = ordered && hasOrder(tclass) ? orderFromParam(query.get(SEARCH_ORDER_KEY)) : orderFromParam(null);
    const terms: SearchTerms = { keyword, tclass, order };
    const [tabs, results] = await Promise.all([searchTabs(shownClasses), firstResults(terms)]);
    return { ...terms, tabs, ordered, hotWords, hotArticles, ...results };
  },
  async seo({ keyword }): Promise<PageSeo> {
    const t = await getTranslations('search');
    const shown =
      keywordLength(keyword) > MAX_KEYWORD_LENGTH
        ? `${Array.from(keyword).slice(0, MAX_KEYWORD_LENGTH).join('')}…`
        : keyword;
    const title = shown ? t('resultsTitle', { keyword: shown }) : t('title');
    return {
      type: 'page',
      title,
      description: shareText(title),
      path: searchRoute.href(),
      // The search form and its words are ours, translated: each language version is a true one.
      translated: true,
      // Result pages are endless keyword variations of the articles themselves.
      robots: keyword ? { index: false, follow: true } : undefined,
    };
  },
});
