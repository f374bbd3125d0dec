import { escapeHtml } from './escape';
import { LITE_STYLE } from './liteStyle';

export interface LiteArticleView {
  /** BCP 47 tag of the reader's language, for `<html lang>`. */
  lang: string;
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

/**
 * The lite article page (docs/decisions/0017): hand-built HTML with no script at all, every value
 * escaped here except the body, which liteBodyHtml made from sanitised HTML.
 */
export function liteArticleDocument(view: LiteArticleView): string {
  const full = `<a href="${escapeHtml(view.fullHref)}">${escapeHtml(view.labels.fullVersion)}</a>`;
  const meta = [
    view.source ? `<span>${escapeHtml(view.source)}</span>` : '',
    view.date ? `<span><time datetime="${escapeHtml(view.dateTime)}">${escapeHtml(view.date)}</time></span>` : '',
  ].join('');
  const head = `<link rel="canonical" href="${escapeHtml(view.canonicalUrl)}">`;
  const body =
    `<p class="note">${escapeHtml(view.labels.note)} · ${full}</p>` +
    `<main><article><h1>${escapeHtml(view.title)}</h1>${meta ? `<p class="meta">${meta}</p>` : ''}` +
    `${view.bodyHtml}</article></main><footer>${full}</footer>`;
  return documentOf(view.lang, view.title, head, body);
}

/** The lite page's answer when there is no article (404) or no platform (503). */
export function liteMessageDocument(view: LiteMessageView): string {
  const body =
    `<main><h1>${escapeHtml(view.title)}</h1><p>${escapeHtml(view.text)}</p>` +
    `<p><a href="${escapeHtml(view.link.href)}">${escapeHtml(view.link.text)}</a></p></main>`;
  return documentOf(view.lang, view.title, '<meta name="robots" content="noindex">', body);
}
