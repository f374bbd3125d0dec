// The route names of docs/product.md §2. The first path segment (before `.html`) decides the page;
// anything not listed here is an unknown path and redirects to home.
export const ROUTE_SEGMENTS = [
  'home', 'index', 'login', 'search', 'newsDetail', 'imageDetail', 'videoDetail', 'liveDetail',
  'activityDetail', 'activityApply', 'registrationDetail', 'activityVote', 'voteItemDetail',
  'activityVoteWeb', 'signupdetail', 'writeOff', 'moreModules', 'moreLive', 'moreImage', 'commentAll',
  'replyAll', 'specDetail', 'specMore', 'invite', 'shareinvite', 'aboutUs', 'xyDetail', 'xyListShare',
  'xyRules', 'reporter', 'dynamicDetail', 'topicDetail', 'askDetail', 'qaDetail', 'newQaDetail',
  'downloadClient', 'figureDetail', 'LeaderViewList', 'mvodShare', 'minVideoDetail', 'integralShop',
  'previewPDF', 'linkDetail', 'onlineStudy', 'tipoffDetail', 'seekArticleDetail', 'inputArticleDetail',
  'personageReports', 'columnDetail', 'productDetail', 'noticeDetail', 'circleDetail',
  'friendsCircleDetail', 'postDetail', 'tagList', 'subscriptionList', 'userDetail', 'invitedToDownload',
  'columnShare', 'getUserInfo', 'paperSharePage', 'timeline',
  // Not a platform route: the article without JavaScript for weak networks (docs/decisions/0017).
  'liteDetail',
  // Not platform routes: the paper edition's reader and its articles (docs/product.md §2
  // gives the paper edition no route but its share page; the project gave it these).
  'paper', 'paperArticle',
] as const;

export const HOME_PATH = '/home.html';

/** Segments whose pages are built; the others are known routes that are not yet built. */
const known = new Set<string>(ROUTE_SEGMENTS);

export function isKnownRoute(firstSegment: string): boolean {
  return known.has(firstSegment);
}

/** A file name with an extension other than `.html` (icon.svg, robots.txt, sitemap.xml, …). */
const STATIC_FILE = /\/[^/]+\.(?!html$)[a-z0-9]+$/i;

/**
 * Internal paths (framework, handlers, static and metadata files) that are never treated as pages.
 * A file sent home would make the browser's every favicon request render the home page.
 */
export function isInternalPath(pathname: string): boolean {
  return (
    STATIC_FILE.test(pathname) ||
    pathname.startsWith('/_next') ||
    pathname.startsWith('/api/') ||
    pathname.startsWith('/fonts/') ||
    pathname.startsWith('/images/') ||
    pathname === '/favicon.ico' ||
    pathname === '/robots.txt' ||
    pathname.startsWith('/sitemap')
  );
}
