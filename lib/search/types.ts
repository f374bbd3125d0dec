// The search screen's own types; components never see the platform's raw shapes.
import type { ArticleSummary } from '@/lib/types/article';
import type { SearchTclass } from './classes';

/** One tab of the search screen (docs/product.md §3: search classes). */
export interface SearchClass {
  id: number;
  /** The platform's name for the class, as the site configured it ('' when it gave none). */
  name: string;
  tclass: SearchTclass;
  columnId: number;
  order: number;
}

/** A subscription (xy) account found by name (tclass 15). */
export interface SearchAccount {
  id: number;
  name: string;
  icon: string;
  description: string;
  /** In-app path without the base path: /xyDetail/{id}.html */
  href: string;
}

/** The validated input of one search request. */
export interface SearchQuery {
  keyword: string;
  tclass: SearchTclass;
  /** 0-based, 20 a page. */
  page: number;
}

/** One page of results. Articles for tclass -1/2/3, accounts for tclass 15. */
export interface SearchResultPage extends SearchQuery {
  articles: ArticleSummary[];
  accounts: SearchAccount[];
  totalCount: number;
  hasMore: boolean;
}
