import { keepXyAccount } from '@/features/accounts/accountFormat';
import { hasMore, PAGE_SIZE } from '@/lib/format/paging';
import { isSearchTclass, ACCOUNT_TCLASS } from '@/features/search/classes';
import { normalizeKeyword, keywordLength, MAX_KEYWORD_LENGTH } from '@/features/search/query';
import type { SearchAccount, SearchArticle, SearchClass, SearchQuery, SearchResultPage } from '@/features/search/types';
import type { RawHotWords, RawSearchAccount, RawSearchClassify, RawSearchResult } from './search.schema';
import { stripTitleMarkers } from '@/lib/format/title';
import { mapArticleSummary } from '../articles/article.map';
import { xyDetailRoute } from '@/features/accounts/paths';

/** The classes the screen knows (docs/product.md §3), once each, in the platform's order. */
export function mapSearchClasses(raw: RawSearchClassify): SearchClass[] {
  const seen = new Set<number>();
  const classes: SearchClass[] = [];
  for (const item of [...raw.list].sort((a, b) => a.order - b.order)) {
    const { tclass } = item;
    if (!isSearchTclass(tclass) || seen.has(tclass)) continue;
    seen.add(tclass);
    classes.push({ id: item.id, name: item.name.trim(), tclass, columnId: item.columnID, order: item.order });
  }
  return classes;
}

export function mapSearchAccount(raw: RawSearchAccount): SearchAccount | null {
  if (!keepXyAccount(raw)) return null;
  return {
    id: raw.xyID,
    name: raw.name,
    icon: raw.icon,
    description: raw.description,
    href: xyDetailRoute.href({ id: raw.xyID }),
  };
}

/**
 * One page of results. Has more (docs/product.md §4): the server says so, or the page was full,
 * unless the platform's totalCount shows everything is loaded already (a full last page then
 * offers no "load more" that can only come back empty).
 */
export function mapSearchResult(raw: RawSearchResult, query: SearchQuery): SearchResultPage {
  const articles: SearchArticle[] = [];
  const accounts: SearchAccount[] = [];
  const accountsWanted = query.tclass === ACCOUNT_TCLASS;
  for (const item of raw.list) {
    if ('xyID' in item) {
      const account = accountsWanted ? mapSearchAccount(item) : null;
      if (account) accounts.push(account);
    } else if (!accountsWanted && item.fileId > 0) {
      // The search matched the title; a list title may be another text altogether. Pinning is a
      // column's order: it means nothing among search results, so no 置顶 badge there.
      articles.push({
        ...mapArticleSummary(item),
        title: stripTitleMarkers(item.title || item.listTitle),
        isTop: false,
        snippet: item.snippet.replace(/\s+/g, ' ').trim(),
      });
    }
  }
  const loaded = query.page * PAGE_SIZE + raw.list.length;
  const allLoaded = raw.totalCount > 0 && loaded >= raw.totalCount;
  const more = raw.hasMore === true || (hasMore(raw.list.length, raw.hasMore) && !allLoaded);
  return { ...query, articles, accounts, totalCount: raw.totalCount, hasMore: more };
}

/** Hot words, trimmed, without markers, blanks, duplicates or words too long to search for. */
export function mapHotWords(raw: RawHotWords): string[] {
  const words: string[] = [];
  for (const item of raw.list) {
    // Suggestions are often article titles: without the editors' layout markers (docs/product.md §3).
    const word = normalizeKeyword(stripTitleMarkers(typeof item === 'string' ? item : item.word));
    if (word === '' || keywordLength(word) > MAX_KEYWORD_LENGTH || words.includes(word)) continue;
    words.push(word);
  }
  return words;
}

/** At most this many suggestions are offered while typing (the list must fit above the keyboard). */
export const MAX_SUGGESTIONS = 8;

/**
 * Suggestions for a typed keyword: the hot words' rules, without the keyword itself (offering
 * what the reader has already typed is noise), at most MAX_SUGGESTIONS.
 */
export function mapSuggestions(raw: RawHotWords, keyword: string): string[] {
  const typed = normalizeKeyword(keyword);
  return mapHotWords(raw)
    .filter((word) => word !== typed)
    .slice(0, MAX_SUGGESTIONS);
}
