import sanitizeHtml from 'sanitize-html';
import { TEXT_TAGS } from '@/lib/content/sanitize';

export interface LiteBodyLabels {
  /** The link text of the n-th picture that is not shown ("Picture 2"). */
  picture: (number: number) => string;
  /** The link text of a video or an embedded player. */
  video: string;
}

export interface LiteBodyOptions {
  /** A smaller copy of the first picture (the site's middle thumbnail), or the address itself. */
  firstPictureUrl?: (url: string) => string;
}

/**
 * The lite page's body (docs/decisions/0017), made from the article's body as lib/content/sanitize.ts
 * already cleaned it (inline images resolved by lib/content/inlineImages.ts). Only the first
 * picture stays a picture, loaded lazily with its size reserved; every other picture becomes a
 * link "Picture N" and every video or player a link "Video", so the page weighs its text and one
 * picture. This second pass runs the same allow-list library, so nothing it writes is unescaped.
 */
/** An element that vanishes: no attributes, no text. */
const NOTHING: sanitizeHtml.Tag = { tagName: 'span', attribs: {}, text: '' };

export function liteBodyHtml(sanitizedBody: string, labels: LiteBodyLabels, options: LiteBodyOptions = {}): string {
  let pictures = 0;
  const img: sanitizeHtml.Transformer = (_tagName, attribs) => {
    const src = attribs.src ?? '';
    // A data: picture would put its bytes into the page: it goes.
    if (!/^https?:/i.test(src)) return NOTHING;
    pictures += 1;
    if (pictures === 1) {
      const size: sanitizeHtml.Attributes =
        attribs.width && attribs.height ? { width: attribs.width, height: attribs.height } : {};
      const url = options.firstPictureUrl ? options.firstPictureUrl(src) : src;
      return {
        tagName: 'img',
        attribs: { src: url, alt: attribs.alt ?? '', ...size, loading: 'lazy', decoding: 'async' },
      };
    }
    return { tagName: 'a', attribs: { href: src }, text: labels.picture(pictures) };
  };
  const player: sanitizeHtml.Transformer = (_tagName, attribs) =>
    attribs.src ? { tagName: 'a', attribs: { href: attribs.src }, text: labels.video } : NOTHING;
  return sanitizeHtml(sanitizedBody, {
    // The article sanitiser's own tags: the media elements among them become links (transformTags).
    allowedTags: [...TEXT_TAGS, 'video', 'source', 'iframe'],
    allowedAttributes: {
      a: ['href', 'rel', 'target'],
      img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan', 'scope'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    transformTags: { img, video: player, source: player, iframe: player },
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template'],
  });
}
