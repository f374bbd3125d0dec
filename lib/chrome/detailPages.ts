// docs/product.md §2 (chrome): "a to-bottom helper appears on detail pages". Which addresses are
// detail pages, from the address alone: the island that shows the helper asks on every navigation.

/** Detail routes whose object is named in the path (`/qaDetail/3.html`); without it most are lists (decision 0031). */
const DETAIL_ROUTES_WITH_ID = new Set([
  'imageDetail',
  'videoDetail',
  'liveDetail',
  'activityDetail',
  'specDetail',
  'xyDetail',
  'dynamicDetail',
  'topicDetail',
  'askDetail',
  'qaDetail',
  'newQaDetail',
  'figureDetail',
  'linkDetail',
  'tipoffDetail',
  'seekArticleDetail',
  'inputArticleDetail',
  'postDetail',
  'friendsCircleDetail',
  'userDetail',
  'paperArticle',
  'registrationDetail',
  'onlineStudy',
  'timeline',
  'reporter',
]);

/** Detail routes whose object is a query parameter (`/noticeDetail.html?id=3`). */
const DETAIL_ROUTES_BY_QUERY = new Set(['noticeDetail', 'productDetail']);

/**
 * Whether an address (with or without the base path) is a detail page that gets the floating
 * to-bottom helper. newsDetail has its own beside the text size (features/articles/ReadingTools.island.tsx);
 * the short-video player fills the screen and does not scroll.
 */
export function isDetailPage(pathname: string, basePath: string): boolean {
  const path = pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : pathname;
  const match = /^\/([A-Za-z]+)(\/[^?#]*)?$/.exec(path.replace(/\.html$/, ''));
  if (!match) return false;
  const [, route, rest] = match;
  if (DETAIL_ROUTES_BY_QUERY.has(route!)) return true;
  return DETAIL_ROUTES_WITH_ID.has(route!) && rest !== undefined && /\d/.test(rest);
}
