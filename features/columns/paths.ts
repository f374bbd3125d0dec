import { route } from '@/lib/routing/route';

// The column, list and special topic routes' facts (docs/decisions/0039; docs/product.md §2).

/** home: `/home.html`, the site's first column. */
export const homeRoute = route({ name: 'home', public: true });
/** index: `/index.html`, the platform's other name of home (proxy.ts renders home there). */
export const indexRoute = route({ name: 'index', public: true });
/** columnDetail: `/columnDetail/{parentId?}/{id?}.html`, a column's page. */
export const columnDetailRoute = route({
  name: 'columnDetail',
  segments: ['parentId?', 'id?'],
  public: true,
  tags: { parentId: 'column', id: 'column' },
});
/** columnShare: `/columnShare/{parentId?}/{id?}.html`, a column's share page. */
export const columnShareRoute = route({
  name: 'columnShare',
  segments: ['parentId?', 'id?'],
  public: true,
  tags: { parentId: 'column', id: 'column' },
});
/** moreImage: `/moreImage/{id?}.html`, a column's photo sets. */
export const moreImageRoute = route({ name: 'moreImage', segments: ['id?'], public: true });
/** moreModules: `/moreModules.html?id=`, one module group's list. */
export const moreModulesRoute = route({ name: 'moreModules', public: true, query: ['id'] });
/** specDetail: `/specDetail/{linkId?}/{id}.html`, a special topic. */
export const specDetailRoute = route({
  name: 'specDetail',
  segments: ['linkId?', 'id'],
  public: true,
  tags: { id: 'article' },
});
/** specMore: `/specMore/{columnId}.html`, one section of a special topic. */
export const specMoreRoute = route({
  name: 'specMore',
  segments: ['columnId'],
  public: true,
  tags: { columnId: 'column' },
});
/** tagList: `/tagList/{tagId}.html`, a tag's articles. */
export const tagListRoute = route({ name: 'tagList', segments: ['tagId'], public: true });
/** subscriptionList: `/subscriptionList/{id?}.html`, the subscription categories, page by page. */
export const subscriptionListRoute = route({
  name: 'subscriptionList',
  segments: ['id?'],
  public: true,
  query: ['page'],
});

/** The address of a column page: home for the site's first column; a child column carries its parent. */
export function columnHref(column: { id: number; parentId: number }, homeId: number | null): string {
  if (column.id === homeId) return homeRoute.href();
  return columnDetailRoute.href({ parentId: column.parentId > 0 ? column.parentId : null, id: column.id });
}

/** The address of a page (0-based) of a subscription category; the first page has no query, the site's first category no id. */
export function subscriptionHref(categoryId: number | null, page: number): string {
  return subscriptionListRoute.href({ id: categoryId }, { page: page > 0 ? page : null });
}
