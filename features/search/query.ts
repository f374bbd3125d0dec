import { DEFAULT_TCLASS, SEARCH_TCLASSES, isSearchTclass, type SearchTclass } from './classes';
import {
  DEFAULT_SEARCH_ORDER,
  SEARCH_ORDERS,
  SEARCH_ORDER_KEY,
  hasOrder,
  isSearchOrder,
  orderFromParam,
  type SearchOrder,
} from './order';
import type { SearchQuery, SearchTerms } from './types';

/** Longest keyword accepted, in characters (code points, so a CJK character counts once). */
export const MAX_KEYWORD_LENGTH = 50;
/** Highest page number accepted (0-based, 20 a page: 10,000 results is more than anyone reads). */
export const MAX_SEARCH_PAGE = 500;
/** Typing pause before the results follow the input. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Control characters and every kind of space (incl. the ideographic space) become one space. */
export function normalizeKeyword(value: string): string {
  return value.replace(/[\p{Cc}\p{Z}\s]+/gu, ' ').trim();
}

/** Length in characters, not UTF-16 units. */
export function keywordLength(keyword: string): number {
  return Array.from(keyword).length;
}

/** A keyword the search can run: not blank and not too long (after normalizing). */
export function isSearchableKeyword(keyword: string): boolean {
  const length = keywordLength(keyword);
  return length > 0 && length <= MAX_KEYWORD_LENGTH;
}

export type ParsedSearchQuery = { ok: true; query: SearchQuery } | { ok: false; error: string };

/**
 * Validates the query of `GET /api/search` (and of the page). The messages are for developers
 * and API callers; the screen checks the same rules before it asks and words them itself.
 */
export function parseSearchQuery(params: URLSearchParams): ParsedSearchQuery {
  const keyword = normalizeKeyword(params.get('keyword') ?? '');
  if (keyword === '') return { ok: false, error: 'keyword is required' };
  if (keywordLength(keyword) > MAX_KEYWORD_LENGTH) {
    return { ok: false, error: `keyword must be at most ${MAX_KEYWORD_LENGTH} characters` };
  }

  const tclassText = params.get('tclass');
  let tclass: SearchTclass = DEFAULT_TCLASS;
  if (tclassText !== null && tclassText !== '') {
    const value = /^-?\d{1,3}$/.test(tclassText) ? Number(tclassText) : Number.NaN;
    if (!isSearchTclass(value)) return { ok: false, error: `tclass must be one of ${SEARCH_TCLASSES.join(', ')}` };
    tclass = value;
  }

  const orderText = params.get(SEARCH_ORDER_KEY);
  let order: SearchOrder = DEFAULT_SEARCH_ORDER;
  if (orderText !== null && orderText !== '') {
    if (!isSearchOrder(orderText))
      return { ok: false, error: `${SEARCH_ORDER_KEY} must be one of ${SEARCH_ORDERS.join(', ')}` };
    order = orderText;
  }

  const pageText = params.get('page');
  let page = 0;
  if (pageText !== null && pageText !== '') {
    const value = /^\d{1,4}$/.test(pageText) ? Number(pageText) : Number.NaN;
    if (!Number.isInteger(value) || value > MAX_SEARCH_PAGE) {
      return { ok: false, error: `page must be an integer from 0 to ${MAX_SEARCH_PAGE}` };
    }
    page = value;
  }
  return { ok: true, query: { keyword, tclass, order, page } };
}

/** A tclass read leniently from a page URL: anything unknown is the default class. */
export function tclassFromParam(value: string | null | undefined): SearchTclass {
  const number = value && /^-?\d{1,3}$/.test(value) ? Number(value) : Number.NaN;
  return isSearchTclass(number) ? number : DEFAULT_TCLASS;
}

/** The query of our own handler (GET /api/search) for one page of results: the defaults left out. */
export function searchInput({ keyword, tclass, order }: SearchTerms, page: number): Record<string, string> {
  return {
    keyword,
    tclass: String(tclass),
    ...(order !== DEFAULT_SEARCH_ORDER ? { [SEARCH_ORDER_KEY]: order } : {}),
    page: String(page),
  };
}

/** The path of our own handler (relative to `{basePath}/api/`) for one page of results; page 0's names the search. */
export function searchApiPath(terms: SearchTerms, page: number): string {
  return `search?${new URLSearchParams(searchInput(terms, page))}`;
}

/**
 * The query string of the search page for a search (a shareable link). Other parameters of
 * `current` (lang, theme, title…) are kept; the defaults are left out, and so is an order for
 * a class that has none.
 */
export function searchPageQuery({ keyword, tclass, order }: SearchTerms, current = ''): string {
  const params = new URLSearchParams(current);
  params.delete('page');
  if (keyword) params.set('keyword', keyword);
  else params.delete('keyword');
  if (tclass !== DEFAULT_TCLASS) params.set('tclass', String(tclass));
  else params.delete('tclass');
  if (order !== DEFAULT_SEARCH_ORDER && hasOrder(tclass)) params.set(SEARCH_ORDER_KEY, order);
  else params.delete(SEARCH_ORDER_KEY);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The search a page address names (its query string), read leniently as the page reads it: what
 * the screen shows when the reader comes back to an address (the page a client-side back restores
 * was rendered for the address it was first opened at, often the search's start).
 */
export function termsOfAddress(search: string): SearchTerms {
  const params = new URLSearchParams(search);
  const tclass = tclassFromParam(params.get('tclass'));
  return {
    keyword: normalizeKeyword(params.get('keyword') ?? ''),
    tclass,
    order: hasOrder(tclass) ? orderFromParam(params.get(SEARCH_ORDER_KEY)) : DEFAULT_SEARCH_ORDER,
  };
}

/** Typing pause before the suggestions follow the input: shorter than the results', they are cheap. */
export const SUGGEST_DEBOUNCE_MS = 150;
