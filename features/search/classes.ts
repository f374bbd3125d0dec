import type { SearchClass } from './types';

/** docs/product.md §3: news (all types) -1, video 2, special topic 3, subscription accounts 15. */
export const SEARCH_TCLASSES = [-1, 2, 3, 15] as const;
export type SearchTclass = (typeof SEARCH_TCLASSES)[number];

export const DEFAULT_TCLASS: SearchTclass = -1;
/** The class whose results are subscription (xy) accounts, not articles. */
export const ACCOUNT_TCLASS: SearchTclass = 15;

export function isSearchTclass(value: unknown): value is SearchTclass {
  return typeof value === 'number' && (SEARCH_TCLASSES as readonly number[]).includes(value);
}

/** Message keys (namespace `search`) naming each class in the reader's language. */
export const TCLASS_LABEL_KEY = {
  [-1]: 'classNews',
  2: 'classVideo',
  3: 'classSpecial',
  15: 'classAccount',
} as const satisfies Record<SearchTclass, string>;

/** The tabs shown when the platform's searchClassify cannot be reached: every known class. */
export const DEFAULT_SEARCH_CLASSES: SearchClass[] = SEARCH_TCLASSES.map((tclass, index) => ({
  id: index + 1,
  name: '',
  tclass,
  columnId: 0,
  order: index + 1,
}));
