export interface InlineImage {
  ref: string;
  url: string;
  caption: string;
  width: number;
  height: number;
}

/** A video placed in an article's body (the CMS's `videos[].videoarray[]`). */
export interface InlineVideo {
  ref: string;
  url: string;
  poster: string;
  caption: string;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The placeholders the platform writes into article HTML: `<!--IMAGES#n-->` (the designed
 * dialect), `<!--IMAGEARRAY#n-->` and `<!--VIDEOARRAY#n-->` (what the real CMS writes, each
 * resolved by its `ref` in `images[].imagearray[]` / `videos[].videoarray[]`).
 */
const PLACEHOLDER = /<!--\s*(IMAGES|IMAGEARRAY|VIDEOARRAY)\s*#\s*(\d+)\s*-->/g;

function figureOf(image: InlineImage): string {
  const size = image.width > 0 && image.height > 0 ? ` width="${image.width}" height="${image.height}"` : '';
  const caption = image.caption
    ? `<figcaption class="article-caption">${escapeAttribute(image.caption)}</figcaption>`
    : '';
  return `<figure class="article-figure"><img src="${escapeAttribute(image.url)}" alt="${escapeAttribute(image.caption)}"${size}>${caption}</figure>`;
}

function videoFigureOf(video: InlineVideo): string {
  const poster = video.poster ? ` poster="${escapeAttribute(video.poster)}"` : '';
  const caption = video.caption
    ? `<figcaption class="article-caption">${escapeAttribute(video.caption)}</figcaption>`
    : '';
  return `<figure class="article-figure"><video src="${escapeAttribute(video.url)}"${poster} controls preload="none" playsinline></video>${caption}</figure>`;
}

/** `<!-- IMAGEARRAY # 3 -->` and `<!--IMAGEARRAY#3-->` are one ref. */
function normalRef(ref: string): string {
  return ref.replace(/\s+/g, '');
}

/**
 * Replaces the platform's placeholders with figures (pictures carry width and height, so the
 * browser reserves their space: no layout shift). Unknown placeholders disappear. Runs before
 * sanitising: the sanitiser would drop the comments, and it checks what we add.
 */
export function resolveInlineMedia(
  html: string,
  images: readonly InlineImage[],
  videos: readonly InlineVideo[] = [],
): string {
  const imagesByRef = new Map(images.map((image) => [normalRef(image.ref), image]));
  const videosByRef = new Map(videos.map((video) => [normalRef(video.ref), video]));
  return html.replace(PLACEHOLDER, (_placeholder, kind: string, number: string) => {
    const ref = `<!--${kind}#${number}-->`;
    if (kind === 'VIDEOARRAY') {
      const video = videosByRef.get(ref);
      return video?.url ? videoFigureOf(video) : '';
    }
    const image = imagesByRef.get(ref);
    return image?.url ? figureOf(image) : '';
  });
}

/** The pictures alone (lists, the lite page): resolveInlineMedia without videos. */
export function resolveInlineImages(html: string, images: readonly InlineImage[]): string {
  return resolveInlineMedia(html, images);
}
