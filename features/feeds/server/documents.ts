import 'server-only';
import { getTranslations } from 'next-intl/server';
import { BASE_PATH } from '@/lib/routing/basePath';
import { homeRoute } from '@/features/columns/paths';
import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import { contentLocaleOf } from '@/features/articles/contentLocale';
import { languageAlternates } from '@/lib/seo/alternates';
import {
  NEWS_SITEMAP_PATH,
  PAGES_SITEMAP_PATH,
  SITE_FEED_PATH,
  SITEMAP_INDEX_PATH,
  columnFeedPath,
  columnSitemapPath,
} from '@/features/feeds/feedLinks';
import {
  freshNews,
  newsSitemapXml,
  SITEMAP_URL_LIMIT,
  sitemapIndexXml,
  urlsetXml,
  type NewsEntry,
  type UrlEntry,
} from '@/features/feeds/sitemapXml';
import { rssXml, type RssItem } from '@/features/feeds/rssXml';
import { seoUrl } from '@/lib/seo/url';
import type { Locale } from '@/lib/i18n/locales';
import type { ArticleSummary } from '@/features/articles/article.types';
import type { ArticleDetail } from '@/features/articles/articleDetail.types';
import { getArticleContent } from '@/features/articles/server/content';
import { articleDescription } from '@/features/articles/share';
import { columnArticles, feedColumn, feedColumns, siteArticles, type FeedColumn } from './sources';
import { extraPages, extraNews, newestTime } from './extraSources';
import { FAMILY_SOURCES } from './familySources';
import { SITEMAP_FAMILY_NAMES, familySitemapPath, type SitemapFamily } from '@/features/feeds/sitemapFamilies';
import { privacyPolicyRoute, userAgreementRoute } from '@/features/legal/paths';
import {
  cancelAccountRoute,
  getUserInfoRoute,
  integralShopRoute,
  inviteRoute,
  loginRoute,
  setPasswordRoute,
  shareinviteRoute,
  weixinSignInRoute,
} from '@/features/member/paths';
import { downloadClientRoute } from '@/features/site/paths';
import * as mySpace from '@/features/mySpace/paths';

/** Pages one reader's own (never indexed) and our API: crawlers have nothing to do there. */
const PRIVATE_PATHS = [
  '/api/',
  ...[
    loginRoute,
    getUserInfoRoute,
    inviteRoute,
    shareinviteRoute,
    integralShopRoute,
    setPasswordRoute,
    cancelAccountRoute,
    weixinSignInRoute,
  ].map((facts) => facts.href()),
  ...[
    mySpace.myCommentsRoute,
    mySpace.myFollowsRoute,
    mySpace.myReportersRoute,
    mySpace.myQuestionsRoute,
    mySpace.myTipoffsRoute,
    mySpace.myPostsRoute,
    mySpace.myMessagesRoute,
    mySpace.readHistoryRoute,
  ].map((facts) => facts.href()),
];

/** How many items the site feed carries (a column's carries its first page). */
const SITE_FEED_ITEMS = 30;

/** Language codes as RSS and Google News write them. */
const FEED_LANGUAGE: Record<Locale, string> = { cn: 'zh-cn', bo: 'bo', en: 'en', de: 'de', fr: 'fr' };

/**
 * robots.txt: everything public may be crawled; the sitemap index is named. The Disallow lines come
 * before the Allow: Google takes the longest matching rule, but the original convention (and
 * Python's robotparser) takes the first, which with the Allow first would allow every private page.
 */
export function robotsTxt(): string {
  const lines = [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${BASE_PATH}${path}`),
    `Allow: ${BASE_PATH}/`,
    `Sitemap: ${seoUrl(SITEMAP_INDEX_PATH)}`,
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * A page's sitemap entry, with its hreflang alternates when its text is translated (decision 0023):
 * a page of the platform's text has one language version (docs/decisions/0055).
 */
function urlEntry(path: string, lastmod?: string | null, translated = false): UrlEntry {
  return { loc: seoUrl(path), lastmod, languages: languageAlternates(path, 'cn', translated).languages };
}

/** The pages sitemap's entries: home, download, the agreement and the privacy policy, and the other pages of extraSources. */
async function pagesEntries(): Promise<UrlEntry[]> {
  const extra = await extraPages();
  return [
    urlEntry(homeRoute.href()),
    urlEntry(downloadClientRoute.href(), null, true),
    urlEntry(userAgreementRoute.href()),
    urlEntry(privacyPolicyRoute.href()),
    ...extra.map((page) => urlEntry(page.path, page.lastmod)),
  ];
}

/** A column's sitemap entries: its page (as new as its newest article) and its newest articles. */
function columnEntries(found: FeedColumn, articles: ArticleSummary[]): UrlEntry[] {
  return [
    urlEntry(found.path, newestTime(articles.map((a) => a.publishedAt))),
    ...articles.map((article) => urlEntry(article.href, article.publishedAt)),
  ];
}

/** The newest lastmod of a sitemap's entries (its lastmod in the index), or null when none says. */
const newestOf = (entries: { lastmod?: string | null }[]) => newestTime(entries.map((entry) => entry.lastmod));

/**
 * The sitemap index: pages, the news of the last 48 h, one sitemap per column and one per page
 * family (docs/decisions/0089), each with its
 * lastmod, the newest of its items (sitemaps.org: crawlers refetch only the changed ones). The
 * lists are the platform's cached first pages: the index costs what its children do.
 */
export async function sitemapIndex(now: number = Date.now()): Promise<string> {
  const [columns, pages, news, families] = await Promise.all([
    feedColumns(),
    pagesEntries(),
    newsEntries(),
    Promise.all(SITEMAP_FAMILY_NAMES.map(familyEntries)),
  ]);
  const columnLists = await Promise.all(columns.map(({ column }) => columnArticles(column.id)));
  return sitemapIndexXml([
    { loc: seoUrl(PAGES_SITEMAP_PATH), lastmod: newestOf(pages) },
    { loc: seoUrl(NEWS_SITEMAP_PATH), lastmod: newestTime(freshNews(news, now).map((entry) => entry.publishedAt)) },
    ...columns.map((found, index) => ({
      loc: seoUrl(columnSitemapPath(found.column.id)),
      lastmod: newestOf(columnEntries(found, columnLists[index] ?? [])),
    })),
    ...SITEMAP_FAMILY_NAMES.map((family, index) => ({
      loc: seoUrl(familySitemapPath(family)),
      lastmod: newestOf((families[index] ?? []).slice(0, SITEMAP_URL_LIMIT)),
    })),
  ]);
}

/** A page family's entries (docs/decisions/0089), each at its canonical address, once. */
async function familyEntries(family: SitemapFamily): Promise<UrlEntry[]> {
  const seen = new Set<string>();
  return (await FAMILY_SOURCES[family]())
    .filter((page) => !seen.has(page.path) && seen.add(page.path))
    .map((page) => urlEntry(page.path, page.lastmod));
}

/** One page family's sitemap (features/feeds/sitemapFamilies.ts). */
export async function familySitemap(family: SitemapFamily): Promise<string> {
  return urlsetXml(await familyEntries(family));
}

/** The pages that are not articles nor columns: home, download, and the other pages of extraSources. */
export async function pagesSitemap(): Promise<string> {
  return urlsetXml(await pagesEntries());
}

/** One column: its page and its newest articles; null when there is no such list column. */
export async function columnSitemap(columnId: number): Promise<string | null> {
  const found = await feedColumn(columnId);
  if (!found) return null;
  return urlsetXml(columnEntries(found, await columnArticles(columnId)));
}

function newsEntry(article: { href: string; title: string; publishedAt: string | null }): NewsEntry | null {
  if (!article.publishedAt) return null;
  return {
    loc: seoUrl(article.href),
    title: article.title,
    publishedAt: article.publishedAt,
    language: FEED_LANGUAGE[contentLocaleOf(article.title)],
  };
}

/** Every news entry of the columns and the paper edition, each at its own publication time (the window is the writer's). */
async function newsEntries(): Promise<NewsEntry[]> {
  const [articles, extra] = await Promise.all([feedColumns().then(siteArticles), extraNews()]);
  return [...articles, ...extra].map(newsEntry).filter((entry): entry is NewsEntry => entry !== null);
}

/** Google News: what every column and the paper edition published in the last 48 hours. */
export async function newsSitemap(now: number): Promise<string> {
  const [config, entries] = await Promise.all([getSiteConfig(), newsEntries()]);
  return newsSitemapXml(entries, config.appName, now);
}

/** How many article details a feed asks the platform for at once (each is cached: a poll after the first costs nothing). */
const DETAILS_AT_ONCE = 4;

/** The detail of each article (null when the platform has none or fails: the item keeps its title), in order. */
async function detailsOf(articles: ArticleSummary[]): Promise<(ArticleDetail | null)[]> {
  const details: (ArticleDetail | null)[] = new Array<ArticleDetail | null>(articles.length).fill(null);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(DETAILS_AT_ONCE, articles.length) }, async () => {
      for (let index = next++; index < articles.length; index = next++) {
        const article = articles[index]!;
        details[index] = await getArticleContent(article.id, { columnId: article.columnId }).catch((error: unknown) => {
          console.error('[feeds] article detail failed', article.id, error);
          return null;
        });
      }
    }),
  );
  return details;
}

/**
 * Whether an article's full text may leave its page in a feed: not when its sharing is closed (the
 * page then offers no share either, ArticleActions), not a preview (the page is noindex), and only
 * for the kinds whose page is the text (a live's page is its reports, a special topic's its list).
 */
function fullTextAllowed(detail: ArticleDetail): boolean {
  return (
    !detail.shareClosed &&
    !detail.preview &&
    (detail.kind === 'news' || detail.kind === 'photos' || detail.kind === 'video') &&
    detail.bodyHtml.trim() !== ''
  );
}

/** An item: the summary as description, the full text where allowed, the cover picture. */
function rssItem(article: ArticleSummary, detail: ArticleDetail | null): RssItem {
  const cover =
    article.image.big || article.image.middle || article.image.small || detail?.image.big || detail?.image.middle || '';
  return {
    title: article.title,
    link: seoUrl(article.href),
    description: detail ? articleDescription(detail) : article.title,
    contentHtml: detail && fullTextAllowed(detail) ? detail.bodyHtml : undefined,
    image: cover ? seoUrl(cover) : undefined,
    publishedAt: article.publishedAt,
    category: article.columnName,
  };
}

async function rssItems(articles: ArticleSummary[]): Promise<RssItem[]> {
  const details = await detailsOf(articles);
  return articles.map((article, index) => rssItem(article, details[index] ?? null));
}

/** The site's RSS 2.0: the newest articles of every column. */
export async function siteFeed(): Promise<string> {
  const [config, t] = await Promise.all([getSiteConfig(), getTranslations({ locale: 'cn', namespace: 'meta' })]);
  const articles = (await siteArticles(await feedColumns())).slice(0, SITE_FEED_ITEMS);
  return rssXml(
    {
      title: config.appName,
      link: seoUrl(homeRoute.href()),
      self: seoUrl(SITE_FEED_PATH),
      description: t('description', { appName: config.appName }),
      language: FEED_LANGUAGE.cn,
      image: config.logoUrl ? seoUrl(config.logoUrl) : undefined,
    },
    await rssItems(articles),
  );
}

/** One column's RSS 2.0: its first page of articles; null when there is no such list column. */
export async function columnFeed(columnId: number): Promise<string | null> {
  const found: FeedColumn | null = await feedColumn(columnId);
  if (!found) return null;
  const [config, articles] = await Promise.all([getSiteConfig(), columnArticles(columnId)]);
  const { column, path } = found;
  return rssXml(
    {
      title: `${column.name} - ${config.appName}`,
      link: seoUrl(path),
      self: seoUrl(columnFeedPath(column.id)),
      description: column.description || column.name,
      language: FEED_LANGUAGE[contentLocaleOf(column.name)],
    },
    await rssItems(articles),
  );
}
