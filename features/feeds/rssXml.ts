import { XML_DECLARATION, element, escapeXml, rfc822 } from '@/lib/seo/xml';

const ATOM_NS = 'http://www.w3.org/2005/Atom';

export interface RssChannel {
  title: string;
  /** The page the feed is of (absolute URL). */
  link: string;
  /** The feed's own address (absolute URL): atom:link rel="self", as feed validators ask. */
  self: string;
  description: string;
  /** RSS language code (zh-cn, en). */
  language: string;
  image?: string;
}

export interface RssItem {
  title: string;
  link: string;
  description: string;
  /** ISO 8601, when known. */
  publishedAt: string | null;
  category?: string;
}

/** An RSS 2.0 document: title, link and description on the channel and every item, guid = link. */
export function rssXml(channel: RssChannel, items: RssItem[]): string {
  const newest = items.map((i) => i.publishedAt).filter((t): t is string => t !== null).sort().at(-1);
  const image = channel.image
    ? `<image>${element('url', channel.image)}${element('title', channel.title)}${element('link', channel.link)}</image>`
    : '';
  const body = items.map(
    (i) =>
      `<item>${element('title', i.title)}${element('link', i.link)}<guid isPermaLink="true">${escapeXml(i.link)}</guid>` +
      `${element('description', i.description || i.title)}${i.publishedAt ? element('pubDate', rfc822(i.publishedAt)) : ''}${element('category', i.category)}</item>`,
  );
  return (
    `${XML_DECLARATION}\n<rss version="2.0" xmlns:atom="${ATOM_NS}"><channel>` +
    `${element('title', channel.title)}${element('link', channel.link)}` +
    `<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>` +
    `${element('description', channel.description || channel.title)}${element('language', channel.language)}` +
    `${newest ? element('lastBuildDate', rfc822(newest)) : ''}${image}\n${body.join('\n')}\n</channel></rss>\n`
  );
}
