import { route } from '@/lib/routing/route';

// The search route's facts (docs/decisions/0039; docs/product.md §2).

/** search: `/search.html?keyword=&tclass=&sort=`, search and its results. */
export const searchRoute = route({ name: 'search', public: true, query: ['keyword', 'tclass', 'sort'] });
