import 'server-only';
import { getTranslations } from 'next-intl/server';
import { BASE_PATH } from '@/lib/routing/basePath';
import { homeRoute } from '@/features/columns/routes';
import { getSiteConfig } from '@/features/site/server/siteConfig';
import { contentLocaleOf } from '@/features/articles/contentLocale';
import { languageAlternates } from '@/lib/seo/alternates';
import { NEWS_SITEMAP_PATH, PAGES_SITEMAP_PATH, SITE_FEED_PATH, SITEMAP_INDEX_PATH, columnFeedPath, columnSitemapPath } from '@/features/feeds/feedLinks';
import { newsSitemapXml, sitemapIndexXml, urlsetXml, type NewsEntry, type UrlEntry } from '@/features/feeds/sitemapXml';
import { rssXml, type RssItem } from '@/features/feeds/rssXml';
import { seoUrl } from '@/lib/seo/url';
import type { Locale } from '@/lib/i18n/locales';
import type { ArticleSummary } from '@/features/articles/article.types';
import { columnArticles, feedColumn, feedColumns, siteArticles, type FeedColumn } from './sources';
import { extraPages, extraNews } from './extraSources';
import { getUserInfoRoute, integralShopRoute, inviteRoute, loginRoute, shareinviteRoute } from '@/features/member/routes';
import { downloadClientRoute } from '@/features/site/routes';

/** Pages one reader's own (never indexed) and our API: crawlers have nothing to do there. */
const PRIVATE_PATHS = ['/api/', ...[loginRoute, getUserInfoRoute, inviteRoute, shareinviteRoute, integralShopRoute].map((facts) => facts.href())];

/** How many items the site feed carries (a column's carries its first page). */
const SITE_FEED_ITEMS = 30;

/** Language codes as RSS and Google News write them. */
const FEED_LANGUAGE: Record<Locale, string> = { cn: 'zh-cn', bo: 'bo', en: 'en', de: 'de', fr: 'fr' };

/** robots.txt: everything public may be crawled; the sitemap index is named. */
export function robotsTxt(): string {
  const lines = ['User-agent: *', `Allow: ${BASE_PATH}/`, ...PRIVATE_PATHS.map((path) => `Disallow: ${BASE_PATH}${path}`), `Sitemap: ${seoUrl(SITEMAP_INDEX_PATH)}`];
  return `${lines.join('\n')}\n`;
}

/** A page's sitemap entry with its hreflang alternates (decision 0023). */
function urlEntry(path: string, lastmod?: string | null): UrlEntry {
  return { loc: seoUrl(path), lastmod, languages: languageAlternates(path, 'cn').languages };
}

/** The sitemap index: the site's pages, the news of the last 48 h, one sitemap per column. */
export async function sitemapIndex(): Promise<string> {
  const columns = await feedColumns();
  return sitemapIndexXml([
    { loc: seoUrl(PAGES_SITEMAP_PATH) },
    { loc: seoUrl(NEWS_SITEMAP_PATH) },
    ...columns.map(({ column }) => ({ loc: seoUrl(columnSitemapPath(column.id)) })),
  ]);
}

/** The pages that are not articles nor columns: home, download, and the other pages of extraSources. */
export async function pagesSitemap(): Promise<string> {
  const extra = await extraPages();
  return urlsetXml([urlEntry(homeRoute.href()), urlEntry(downloadClientRoute.href()), ...extra.map((page) => urlEntry(page.path, page.lastmod))]);
}

/** One column: its page and its newest articles; null when there is no such list column. */
export async function columnSitemap(columnId: number): Promise<string | null> {
  const found = await feedColumn(columnId);
  if (!found) return null;
  const articles = await columnArticles(columnId);
  return urlsetXml([urlEntry(found.path), ...articles.map((article) => urlEntry(article.href, article.publishedAt))]);
}

function newsEntry(article: { href: string; title: string; publishedAt: string | null }): NewsEntry | null {
  if (!article.publishedAt) return null;
  return { loc: seoUrl(article.href), title: article.title, publishedAt: article.publishedAt, language: FEED_LANGUAGE[contentLocaleOf(article.title)] };
}

/** Google News: what every column and the paper edition published in the last 48 hours. */
export async function newsSitemap(now: number): Promise<string> {
  const [config, articles, extra] = await Promise.all([getSiteConfig(), feedColumns().then(siteArticles), extraNews()]);
  const entries = [...articles, ...extra].map(newsEntry).filter((entry): entry is NewsEntry => entry !== null);
  return newsSitemapXml(entries, config.appName, now);
}

function rssItem(article: ArticleSummary): RssItem {
  return { title: article.title, link: seoUrl(article.href), description: article.title, publishedAt: article.publishedAt, category: article.columnName };
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
    articles.map(rssItem),
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
    articles.map(rssItem),
  );
}
