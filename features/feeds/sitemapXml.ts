import { XML_DECLARATION, element, escapeXml, w3cDate } from '@/lib/seo/xml';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const NEWS_NS = 'http://www.google.com/schemas/sitemap-news/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** sitemaps.org: a sitemap lists at most 50,000 URLs. */
export const SITEMAP_URL_LIMIT = 50_000;

/** Google News: a news sitemap lists what was published in the last two days only. */
export const NEWS_WINDOW_MS = 48 * 3600 * 1000;

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  /** ISO 8601, when known. */
  lastmod?: string | null;
}

export interface UrlEntry extends SitemapEntry {
  /** hreflang → absolute URL (lib/seo/alternates.ts). */
  languages?: Record<string, string>;
}

export interface NewsEntry {
  loc: string;
  title: string;
  /** ISO 8601. */
  publishedAt: string;
  /** BCP 47-ish language code Google News accepts (zh-cn, en, ...). */
  language: string;
}

/** A sitemap index (sitemaps.org 0.9). */
export function sitemapIndexXml(sitemaps: SitemapEntry[]): string {
  const items = sitemaps.map(
    (s) => `<sitemap>${element('loc', s.loc)}${s.lastmod ? element('lastmod', w3cDate(s.lastmod)) : ''}</sitemap>`,
  );
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${SITEMAP_NS}">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/**
 * A urlset, with the hreflang alternates of each address as xhtml:link (Google's sitemap form of
 * hreflang). Past SITEMAP_URL_LIMIT the rest is left out: a crawler would refuse the whole file.
 */
export function urlsetXml(urls: UrlEntry[]): string {
  const items = urls.slice(0, SITEMAP_URL_LIMIT).map((u) => {
    const links = Object.entries(u.languages ?? {}).map(
      ([lang, href]) => `<xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${escapeXml(href)}"/>`,
    );
    return `<url>${element('loc', u.loc)}${u.lastmod ? element('lastmod', w3cDate(u.lastmod)) : ''}${links.join('')}</url>`;
  });
  return `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${items.join('\n')}\n</urlset>\n`;
}

/** The entries published within NEWS_WINDOW_MS of `now` (none in the future), newest first. */
export function freshNews(entries: NewsEntry[], now: number): NewsEntry[] {
  return entries
    .filter((e) => {
      const at = Date.parse(e.publishedAt);
      return at <= now && now - at <= NEWS_WINDOW_MS;
    })
    .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));
}

/** A Google News sitemap: only entries published within NEWS_WINDOW_MS of `now`, newest first. */
export function newsSitemapXml(entries: NewsEntry[], publication: string, now: number): string {
  const fresh = freshNews(entries, now);
  const items = fresh.map(
    (e) =>
      `<url>${element('loc', e.loc)}<news:news><news:publication>${element('news:name', publication)}${element('news:language', e.language)}</news:publication>` +
      `${element('news:publication_date', w3cDate(e.publishedAt))}${element('news:title', e.title)}</news:news></url>`,
  );
  return `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NS}" xmlns:news="${NEWS_NS}">\n${items.join('\n')}\n</urlset>\n`;
}
