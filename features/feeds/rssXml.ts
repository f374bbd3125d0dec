import { XML_DECLARATION, element, escapeXml, rfc822 } from '@/lib/seo/xml';

const ATOM_NS = 'http://www.w3.org/2005/Atom';
const CONTENT_NS = 'http://purl.org/rss/1.0/modules/content/';
const MEDIA_NS = 'http://search.yahoo.com/mrss/';

/** Image types by the address's extension; none when it does not say (Media RSS makes `type` optional). */
const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

/** The MIME type of an image address by its extension, or undefined. */
export function imageType(url: string): string | undefined {
  const path = url.split(/[?#]/)[0] ?? '';
  const ext = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  return ext ? IMAGE_TYPES[ext] : undefined;
}

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
  /** Plain text (the article's summary); escaped once here, never HTML. */
  description: string;
  /** The full text as sanitised HTML, only where the article lets it leave the page: content:encoded. */
  contentHtml?: string;
  /**
   * The cover picture (absolute URL), written as Media RSS `media:content`: RSS 2.0's `<enclosure>`
   * requires the length in bytes, which the platform never gives (a HEAD per picture per poll would be
   * the only way), and podcast-minded readers download enclosures; Media RSS needs no length and is
   * what feed readers show as an item's picture.
   */
  image?: string;
  /** ISO 8601, when known. */
  publishedAt: string | null;
  category?: string;
}

function mediaContent(url: string): string {
  const type = imageType(url);
  return `<media:content url="${escapeXml(url)}" medium="image"${type ? ` type="${type}"` : ''}/>`;
}

/**
 * An RSS 2.0 document: title, link and description on the channel and every item, guid = link; an
 * item's description is its summary as text, its full text content:encoded, its picture media:content.
 */
export function rssXml(channel: RssChannel, items: RssItem[]): string {
  const newest = items
    .map((i) => i.publishedAt)
    .filter((t): t is string => t !== null)
    .sort()
    .at(-1);
  const image = channel.image
    ? `<image>${element('url', channel.image)}${element('title', channel.title)}${element('link', channel.link)}</image>`
    : '';
  const body = items.map(
    (i) =>
      `<item>${element('title', i.title)}${element('link', i.link)}<guid isPermaLink="true">${escapeXml(i.link)}</guid>` +
      `${element('description', i.description || i.title)}${i.publishedAt ? element('pubDate', rfc822(i.publishedAt)) : ''}${element('category', i.category)}` +
      `${element('content:encoded', i.contentHtml)}${i.image ? mediaContent(i.image) : ''}</item>`,
  );
  return (
    `${XML_DECLARATION}\n<rss version="2.0" xmlns:atom="${ATOM_NS}" xmlns:content="${CONTENT_NS}" xmlns:media="${MEDIA_NS}"><channel>` +
    `${element('title', channel.title)}${element('link', channel.link)}` +
    `<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>` +
    `${element('description', channel.description || channel.title)}${element('language', channel.language)}` +
    `${newest ? element('lastBuildDate', rfc822(newest)) : ''}${image}\n${body.join('\n')}\n</channel></rss>\n`
  );
}
