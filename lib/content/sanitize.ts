import sanitizeHtml from 'sanitize-html';
import { decodeHtmlText } from './htmlText';

// Article and comment HTML from the platform is untrusted (DESIGN.md). It passes this allow-list
// on the server before it reaches a page: no scripts, no event handlers, no javascript: URLs,
// no frames but the video hosts a site trusts.

const TRUSTED_IFRAME_HOSTS = (process.env.TRUSTED_IFRAME_HOSTS ?? '')
  .split(',')
  .map((h) => h.trim())
  .filter(Boolean);

/** The addresses a link may have (the allowedSchemes below, absolute). */
const SAFE_LINK = /^\s*(https?:\/\/|mailto:|tel:)/i;

/** The tags of text, links and pictures the article's HTML may keep (the lite page keeps exactly these). */
export const TEXT_TAGS: readonly string[] = [
  'p',
  'br',
  'hr',
  'span',
  'div',
  'section',
  'article',
  'blockquote',
  'pre',
  'code',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'small',
  'mark',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
];

const OPTIONS: sanitizeHtml.IOptions = {
  // Media elements only the full page shows.
  allowedTags: [...TEXT_TAGS, 'video', 'source', 'iframe'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding', 'fetchpriority'],
    video: ['src', 'poster', 'controls', 'width', 'height', 'preload', 'playsinline'],
    source: ['src', 'type'],
    iframe: ['src', 'width', 'height', 'allowfullscreen', 'title'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    '*': ['class'],
  },
  allowedClasses: { '*': ['article-figure', 'article-caption', 'align-center', 'align-right'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: TRUSTED_IFRAME_HOSTS,
  allowIframeRelativeUrls: false,
  transformTags: {
    // Links leave the site safely: a new tab cannot reach back into ours. A link whose address is
    // refused (javascript:, relative, none) keeps its text as a span: an <a> without href is no link
    // for a reader, and the W3C checker refuses its rel.
    a: (tagName, attribs) =>
      SAFE_LINK.test(attribs.href ?? '')
        ? {
            tagName,
            attribs: {
              ...attribs,
              rel: 'noopener noreferrer nofollow',
              ...(attribs.target ? { target: '_blank' } : {}),
            },
          }
        : { tagName: 'span', attribs: {} },
  },
  // A frame whose address was refused is removed whole rather than left empty.
  // So is a picture without an absolute address: a relative src would point into our own site.
  exclusiveFilter: (frame) =>
    (frame.tag === 'iframe' && !frame.attribs.src) ||
    (frame.tag === 'img' && !/^(https?:|data:image\/)/i.test(frame.attribs.src ?? '')),
  // Disallowed elements vanish; their text stays (for scripts and styles, nothing stays). Articles
  // imported whole from weixin arrive as documents: their head (title, metadata) is not body text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'head', 'title'],
};

/**
 * The article body, sanitised. Its first picture is usually on a phone's first screen and is the
 * page's largest paint: it loads at once and first; the others load as the reader nears them.
 * A picture the editor gave no text alternative gets alt="": a screen reader then passes over it
 * instead of reading out its file name (WCAG 1.1.1), since we cannot write the text for it.
 */
export function sanitizeArticleHtml(html: string): string {
  let pictures = 0;
  const img: sanitizeHtml.Transformer = (tagName, attribs) => {
    pictures += 1;
    const loading: sanitizeHtml.Attributes =
      pictures === 1 ? { loading: 'eager', fetchpriority: 'high' } : { loading: 'lazy' };
    return { tagName, attribs: { ...attribs, alt: attribs.alt ?? '', ...loading, decoding: 'async' } };
  };
  return sanitizeHtml(html, { ...OPTIONS, transformTags: { ...OPTIONS.transformTags, img } });
}

/**
 * Comments, summaries and other one-line text: no markup at all, just text. The answer is plain
 * text, not HTML (entities decoded): render it as text, which escapes it once.
 */
export function stripAllHtml(text: string): string {
  return decodeHtmlText(sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} }));
}
