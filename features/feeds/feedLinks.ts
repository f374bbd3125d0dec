import type { Column } from '@/features/columns/column.types';

/**
 * The addresses of the site's feeds and sitemaps (in-app paths; lib/seo/url.ts makes them
 * absolute). One module, so the `<link rel="alternate">` of a page, robots.txt, the sitemap index
 * and the route handlers in app/ can never name different files (decision 0023).
 */
export const SITE_FEED_PATH = '/rss.xml';
export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export const PAGES_SITEMAP_PATH = '/sitemap/pages.xml';
export const NEWS_SITEMAP_PATH = '/sitemap/news.xml';

/** RSS 2.0 of one column: `/rss/{columnId}.xml`. */
export function columnFeedPath(columnId: number): string {
  return `/rss/${columnId}.xml`;
}

/** The sitemap of one column: `/sitemap/column/{columnId}.xml`. */
export function columnSitemapPath(columnId: number): string {
  return `/sitemap/column/${columnId}.xml`;
}

/** The column id of a feed or sitemap file name (`12.xml`), or null for anything else. */
export function columnIdOfFile(file: string): number | null {
  const match = /^([1-9]\d{0,11})\.xml$/.exec(file);
  return match ? Number(match[1]) : null;
}

/** A feed a page points to with `<link rel="alternate" type="application/rss+xml">`. */
export type { FeedLink } from '@/lib/seo/page';

/**
 * Whether a column has a feed and a sitemap of its own: a visible column that lists articles
 * (columnType 0: news, pictures, video, live, and the list of special topics alike). Link and
 * service columns list none, and a special-topic column opens as its topic. The column page
 * advertises `/rss/{id}.xml` exactly when this holds, and the handlers answer it exactly then, so an
 * advertised feed always answers 200 (decision 0023).
 */
export function hasColumnFeed(column: Pick<Column, 'visible' | 'kind'>): boolean {
  return column.visible && column.kind === 'list';
}
