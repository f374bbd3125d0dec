import { escapeHtml } from './escape';
import { LITE_STYLE } from './liteStyle';
import { documentTitle } from '@/lib/seo/metadata';

/** What a link preview reads (Open Graph, Twitter): the full page's description and picture. */
export interface LiteShare {
  description: string;
  /** Absolute; '' when there is none. */
  image: string;
  siteName: string;
  /** og:locale of the article's text (ll_CC). */
  ogLocale: string;
}

export interface LiteArticleView {
  /** BCP 47 tag of the article's text, for `<html lang>` (docs/decisions/0055: the content's, not the interface's). */
  lang: string;
  /** BCP 47 tag of the reader's interface: the lite page's own words (the note, the link back) carry it. */
  interfaceLang: string;
  share: LiteShare;
  title: string;
  /** "Source: …", already in the reader's language, or '' when the article names none. */
  source: string;
  /** The publication time as shown, and as a machine reads it ('' when unknown). */
  date: string;
  dateTime: string;
  /** From liteBodyHtml: sanitised, the only markup here that is not escaped on the way in. */
  bodyHtml: string;
  /** The full article, absolute for the canonical link and as a link for the reader. */
  canonicalUrl: string;
  fullHref: string;
  labels: { fullVersion: string; note: string };
}

export interface LiteMessageView {
  lang: string;
  title: string;
  /** For the tab's title (one pattern, lib/seo/metadata.ts documentTitle); null when not known (the platform is down). */
  siteName: string | null;
  text: string;
  link: { href: string; text: string };
}

function documentOf(lang: string, title: string, head: string, body: string): string {
  return (
    `<!DOCTYPE html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    `<title>${escapeHtml(title)}</title>${head}<style>${LITE_STYLE}</style></head><body>${body}</body></html>`
  );
}

/** Open Graph and Twitter card tags, as the full page's (lib/seo/metadata.ts), escaped. */
function shareTags(view: LiteArticleView): string {
  const { share } = view;
  const property = (name: string, value: string) =>
    value ? `<meta property="${name}" content="${escapeHtml(value)}">` : '';
  const named = (name: string, value: string) => (value ? `<meta name="${name}" content="${escapeHtml(value)}">` : '');
  return [
    named('description', share.description),
    property('og:type', 'article'),
    property('og:title', view.title),
    property('og:description', share.description),
    property('og:url', view.canonicalUrl),
    property('og:site_name', share.siteName),
    property('og:locale', share.ogLocale),
    property('og:image', share.image),
    property('article:published_time', view.dateTime),
    named('twitter:card', share.image ? 'summary_large_image' : 'summary'),
    named('twitter:title', view.title),
    named('twitter:description', share.description),
    named('twitter:image', share.image),
  ].join('');
}

/**
 * The lite article page (docs/decisions/0017): hand-built HTML with no script at all, every value
 * escaped here except the body, which liteBodyHtml made from sanitised HTML.
 */
export function liteArticleDocument(view: LiteArticleView): string {
  const full = `<a href="${escapeHtml(view.fullHref)}">${escapeHtml(view.labels.fullVersion)}</a>`;
  // The page's own words are in the interface's language, the article in its own.
  const own = view.interfaceLang === view.lang ? '' : ` lang="${escapeHtml(view.interfaceLang)}"`;
  const meta = [
    view.source ? `<span>${escapeHtml(view.source)}</span>` : '',
    view.date ? `<span><time datetime="${escapeHtml(view.dateTime)}">${escapeHtml(view.date)}</time></span>` : '',
  ].join('');
  const head = `<link rel="canonical" href="${escapeHtml(view.canonicalUrl)}">${shareTags(view)}`;
  const metaLine = meta ? `<p class="meta"${own}>${meta}</p>` : '';
  const body =
    `<p class="note"${own}>${escapeHtml(view.labels.note)} · ${full}</p>` +
    `<main><article><h1>${escapeHtml(view.title)}</h1>${metaLine}` +
    `${view.bodyHtml}</article></main><footer${own}>${full}</footer>`;
  return documentOf(view.lang, documentTitle(view.title, view.share.siteName), head, body);
}

/** The lite page's answer when there is no article (404) or no platform (503). */
export function liteMessageDocument(view: LiteMessageView): string {
  const body =
    `<main><h1>${escapeHtml(view.title)}</h1><p>${escapeHtml(view.text)}</p>` +
    `<p><a href="${escapeHtml(view.link.href)}">${escapeHtml(view.link.text)}</a></p></main>`;
  return documentOf(
    view.lang,
    documentTitle(view.title, view.siteName),
    '<meta name="robots" content="noindex">',
    body,
  );
}
