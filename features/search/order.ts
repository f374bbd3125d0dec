import { ACCOUNT_TCLASS, type SearchTclass } from './classes';

/**
 * The order of search results (docs/product.md §7, `GET /api/search`): most relevant first (the platform's bm25 ranking, the
 * default) or newest first. Page URLs and our handler spell it `sort=newest`, like commentAll's
 * `sort=hot`; the platform's searchAllInTime takes `orderType` (1 newest, 0 relevance).
 */
export const SEARCH_ORDERS = ['relevance', 'newest'] as const;
export type SearchOrder = (typeof SEARCH_ORDERS)[number];

export const DEFAULT_SEARCH_ORDER: SearchOrder = 'relevance';

/** The query key of the order, on the page and on GET /api/search. */
export const SEARCH_ORDER_KEY = 'sort';

export function isSearchOrder(value: unknown): value is SearchOrder {
  return typeof value === 'string' && (SEARCH_ORDERS as readonly string[]).includes(value);
}

/** An order read leniently from a page URL: anything unknown is the default. */
export function orderFromParam(value: string | null | undefined): SearchOrder {
  return isSearchOrder(value) ? value : DEFAULT_SEARCH_ORDER;
}

/** searchAllInTime's orderType for an order. */
export function platformOrderType(order: SearchOrder): 0 | 1 {
  return order === 'newest' ? 1 : 0;
}

/** Accounts are found by name and listed as the platform has them: an order means nothing there. */
export function hasOrder(tclass: SearchTclass): boolean {
  return tclass !== ACCOUNT_TCLASS;
}

/** Message keys (namespace `search`) naming each order. */
export const ORDER_LABEL_KEY = {
  relevance: 'orderRelevance',
  newest: 'orderNewest',
} as const satisfies Record<SearchOrder, string>;
