// The search screen's own types; components never see the platform's raw shapes.
import type { ArticleSummary } from '@/features/articles/article.types';
import type { SearchTclass } from './classes';
import type { SearchOrder } from './order';

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

/** What a reader searches for: a keyword, in a class, in an order (the page's address names all three). */
export interface SearchTerms {
  keyword: string;
  tclass: SearchTclass;
  order: SearchOrder;
}

/** The validated input of one search request. */
export interface SearchQuery extends SearchTerms {
  /** 0-based, 20 a page. */
  page: number;
}

/**
 * An article found by a search. `snippet`: the words around the keyword in its body, when its title
 * lacks it ('' otherwise), so the reader sees why it was found.
 */
export interface SearchArticle extends ArticleSummary {
  snippet: string;
}

/** One page of results. Articles for tclass -1/2/3, accounts for tclass 15. */
export interface SearchResultPage extends SearchQuery {
  articles: SearchArticle[];
  accounts: SearchAccount[];
  totalCount: number;
  hasMore: boolean;
}
