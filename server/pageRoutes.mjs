// Which requests are cacheable pages, under which key and tags (docs/decisions/0009).
// The route facts are lib/routing/routeTable.json, generated from the routes the front end's own
// code declares (docs/decisions/0039), so both read the same ones.
import { readFileSync } from 'node:fs';

/** @param {string} path */
const readJson = (path) => /** @type {unknown} */ (JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')));
const table = /** @type {import('../lib/routing/routeTableData.mjs').RouteTableData} */ (
  readJson('../lib/routing/routeTable.json')
);
/**
 * A route's facts by name (own names only: `constructor` is no route).
 * @param {string} segment
 */
const factsOf = (segment) => (Object.hasOwn(table.routes, segment) ? table.routes[segment] : undefined);
// Locales, cookie names and base path defaults: the same file lib/ reads (lib/siteFacts.json).
const siteFacts = /** @type {typeof import('../lib/siteFacts.json')} */ (readJson('../lib/siteFacts.json'));
const LOCALES = new Set(siteFacts.locales);
export const LOCALE_COOKIE = siteFacts.localeCookie;
export const SESSION_COOKIE_PREFIX = siteFacts.sessionCookie;
/**
 * A page that rendered without one of its parts (a column whose list call failed) carries this
 * attribute; the front server answers it 503 and never caches it (docs/decisions/0063).
 */
export const INCOMPLETE_PAGE_ATTRIBUTE = siteFacts.incompletePageAttribute;

const { buildType, templatePrefix } = siteFacts.basePathDefaults;
export const BASE_PATH = `/${process.env.BUILD_TYPE ?? buildType}/${process.env.TEMPLATE_PREFIX ?? templatePrefix}`;

/** @typedef {{ segment: string, params: string[] }} PageRoute a page's address, parsed */

/**
 * `/wap/touch/newsDetail/3/42.html` → { segment: 'newsDetail', params: ['3', '42'] }; null for non-pages.
 * @param {string} pathname
 * @returns {PageRoute | null}
 */
export function pageRoute(pathname) {
  if (!pathname.startsWith(`${BASE_PATH}/`) || !pathname.endsWith('.html')) return null;
  const parts = pathname.slice(BASE_PATH.length + 1, -'.html'.length).split('/');
  const [segment, ...params] = parts;
  if (!segment || parts.some((part) => part === '')) return null;
  return { segment, params };
}

/** @param {PageRoute | null} route */
export function isPublicPage(route) {
  return route !== null && factsOf(route.segment)?.public === true;
}

/** Longest `title` a page shows (lib/seo/queryTitle.ts MAX_QUERY_TITLE): the rest never changes it. */
const MAX_QUERY_TITLE = 100;
const TRUE_ONLY = (/** @type {string} */ value) => (value === 'true' ? value : null);

/**
 * The values of the global page parameters a render can tell apart, each written one way; null
 * for a value the page treats as if the parameter were absent. Every other value would be a page
 * cache entry of its own that renders the same page (docs/decisions/0040): `?theme=x1`, `?theme=x2`,
 * … filled the cache and evicted the copies kept for a platform outage. The rules are the page's
 * own readings of these parameters (lib/theme/theme.ts, lib/seo/queryTitle.ts,
 * features/articles/article.page.ts isPoster, lib/device/pageStyle.ts, proxy.ts for `lang`); the page
 * is rendered from the value kept here, so the cache key and the render cannot disagree.
 * Route parameters (`id`, `page`, `keyword`, …) are kept as given: the page cache bounds how many
 * variants of one path it keeps (server/pageCache.mjs).
 * @type {Record<string, (value: string) => string | null>}
 */
const GLOBAL_VALUES = {
  theme: (value) => (['light', 'dark', 'grey'].includes(value) ? value : null),
  grey: TRUE_ONLY,
  dark: TRUE_ONLY,
  lang: (value) => (LOCALES.has(value) ? value : null),
  view: (value) => (value === 'manage' ? value : null),
  // Only its presence counts (pageStyle: `query.has('preview')`).
  preview: () => '1',
  poster: (value) => (value === '1' || value === 'true' ? '1' : null),
  // Trimmed and cut where the page cuts it; blank is no title.
  title: (value) => value.trim().slice(0, MAX_QUERY_TITLE) || null,
};

/**
 * The query a page's render may read, in a fixed order, each global parameter normalised
 * (GLOBAL_VALUES): the rest never reaches the render.
 * @param {PageRoute} route @param {URLSearchParams} searchParams
 */
export function pageQuery(route, searchParams) {
  const kept = new URLSearchParams();
  for (const key of allowedQuery(route.segment)) {
    const given = searchParams.get(key);
    const normalise = Object.hasOwn(GLOBAL_VALUES, key) ? GLOBAL_VALUES[key] : undefined;
    const value = given !== null && normalise ? normalise(given) : given;
    if (value !== null) kept.set(key, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/** @type {Map<string, string[]>} each route's readable parameters, sorted once (every cache hit asks). */
const allowedBySegment = new Map();
/** @param {string} segment */
function allowedQuery(segment) {
  let allowed = allowedBySegment.get(segment);
  if (!allowed) {
    allowed = [...table.globalQuery, ...(factsOf(segment)?.query ?? [])].sort();
    // Only route names of the table are kept: an invented segment must not grow the map.
    if (factsOf(segment)) allowedBySegment.set(segment, allowed);
  }
  return allowed;
}

/** @param {string | undefined} cookieHeader @param {string} name */
export function cookieValue(cookieHeader, name) {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** The reader's remembered language (a cookie the page itself never sets), or ''. @param {string | undefined} cookieHeader */
export function localeOf(cookieHeader) {
  const value = cookieValue(cookieHeader, LOCALE_COOKIE);
  return value && LOCALES.has(value) ? value : '';
}

/**
 * The language a page is shown in: `?lang=` when it names one of ours, else the remembered one, else ''.
 * @param {string} url @param {string | undefined} cookieHeader
 */
export function languageOf(url, cookieHeader) {
  return askedLanguage(new URL(url, 'http://front.invalid').searchParams) || localeOf(cookieHeader);
}

/** The language `?lang=` names when it is one of ours, else ''. @param {URLSearchParams} searchParams */
export function askedLanguage(searchParams) {
  const asked = searchParams.get('lang');
  return asked && LOCALES.has(asked) ? asked : '';
}

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/**
 * The Set-Cookie that remembers the language `?lang=` asks for, or null when it names none of ours
 * or the reader already remembers that one. Set by the front server on the page's own answer
 * (hit or render), so a link tapped before the page's script ran opens in that language too
 * (docs/decisions/0036); proxy.ts does the same for the pages that are not cached. The same
 * attributes as proxy.ts: a year, HttpOnly, SameSite=Lax, Secure over https.
 * @param {string} url @param {string | undefined} cookieHeader @param {boolean} secure
 */
export function languageCookie(url, cookieHeader, secure) {
  return languageCookieFor(askedLanguage(new URL(url, 'http://front.invalid').searchParams), cookieHeader, secure);
}

/**
 * languageCookie for a language already read from the address ('' for none): the front server
 * parses a request's address once. @param {string} asked @param {string | undefined} cookieHeader @param {boolean} secure
 */
export function languageCookieFor(asked, cookieHeader, secure) {
  if (!asked || localeOf(cookieHeader) === asked) return null;
  return `${LOCALE_COOKIE}=${asked}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Every language a page can be rendered in: '' (the default, no cookie) and each locale. */
export const PAGE_LANGUAGES = ['', ...siteFacts.locales];

/** One cache entry per path, allowed query and remembered language. @param {string} pathname @param {string} query @param {string} locale */
export function pageKey(pathname, query, locale) {
  return `${pathname}${query}|${locale}`;
}

/** The cache tags of a page: what each id segment of its path is (the route table's 'tags'). @param {PageRoute} route */
export function pageTags(route) {
  const kinds = factsOf(route.segment)?.tags ?? [];
  const tags = ['page:all', `route:${route.segment}`];
  // Optional leading segments may be missing (`/newsDetail/345.html`): ids align from the right.
  const offset = kinds.length - route.params.length;
  route.params.forEach((value, index) => {
    const kind = kinds[index + offset];
    if (kind && kind !== '-' && /^\d{1,12}$/.test(value)) tags.push(`${kind}:${Number(value)}`);
  });
  return tags;
}

/**
 * Weixin readers who are not signed in may be sent to weixin's authorization first (proxy.ts):
 * that decision needs the request itself, so those requests skip the cache.
 * @param {import('node:http').IncomingHttpHeaders} headers
 */
export function needsPersonalTreatment(headers) {
  const userAgent = headers['user-agent'] ?? '';
  if (!/MicroMessenger/i.test(userAgent)) return false;
  return !(headers.cookie ?? '').includes(`${SESSION_COOKIE_PREFIX}`);
}
