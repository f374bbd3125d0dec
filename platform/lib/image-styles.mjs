/**
 * Image styles: the resizing the real platform's object store does when a picture's URL carries the
 * site's image suffix (config image.suffix, e.g. `?x-oss-process=style/middle`; SPEC: thumbnails get
 * the suffix). The reference platform answers the same URLs with sharp, so the front end's srcset
 * (lib/format/thumbnail.ts) fetches pictures sized for their boxes (docs/decisions/0059).
 */
import sharp from 'sharp';

/** Widths of the styles; the front end's THUMBNAIL_WIDTHS names the same ones. */
export const IMAGE_STYLES = { small: 240, middle: 480, big: 828 };

/** The suffix the config hands out for each style (the stored pictures are 1080 wide). */
export const IMAGE_SUFFIX = { small: 'style/small', middle: 'style/middle', big: 'style/big' };
export const IMAGE_SUFFIX_PATH = '?x-oss-process=';

/** Style asked for by a request's x-oss-process query, or null for the picture as stored. */
export function styleOf(/** @type {unknown} */ process) {
  const match = typeof process === 'string' ? /^style\/(small|middle|big)$/.exec(process) : null;
  return match ? /** @type {'small'|'middle'|'big'} */ (match[1]) : null;
}

/** Variants already made, by file, style and format: a bounded map (a few hundred pictures of a few KB). */
const made = new Map();
const MAX_VARIANTS = 400;

/**
 * The picture at `file` in `style`, as WebP when the browser takes it (the Accept header), else as
 * its own format. Never wider than the original. Made once per file, style and format.
 * @param {string} file @param {number} mtimeMs @param {'small'|'middle'|'big'} style @param {boolean} webp
 * @returns {Promise<{body: Buffer, type: string}>}
 */
export function variantOf(file, mtimeMs, style, webp) {
  const key = `${file}|${mtimeMs}|${style}|${webp ? 'webp' : 'own'}`;
  let variant = made.get(key);
  if (!variant) {
    const pipeline = sharp(file).resize({ width: IMAGE_STYLES[style], withoutEnlargement: true });
    const png = file.toLowerCase().endsWith('.png');
    variant = (
      webp ? pipeline.webp({ quality: 70 }) : png ? pipeline.png() : pipeline.jpeg({ quality: 75, mozjpeg: true })
    )
      .toBuffer()
      .then((body) => ({ body, type: webp ? 'image/webp' : png ? 'image/png' : 'image/jpeg' }));
    // A failed resize is not remembered: the next request tries again.
    variant.catch(() => made.delete(key));
    if (made.size >= MAX_VARIANTS) made.delete(made.keys().next().value);
    made.set(key, variant);
  }
  return variant;
}
