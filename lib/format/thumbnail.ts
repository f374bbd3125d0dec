// Platform images are served by an image service that resizes on request: the
// site's image settings give a suffix per size (e.g. "?x-oss-process=style/small"
// or "@!middle") that list thumbnails append to the original URL (docs/product.md §3, §9).
// GIFs are left alone: resizing them drops the animation (the reason the
// platform's own apps skip them).

export type ThumbnailKind = 'small' | 'middle' | 'big';

export interface ImageSettings {
  /** Suffix per thumbnail size; a missing or empty one means "use the original". */
  suffix: Partial<Record<ThumbnailKind, string>>;
  /** Put between the URL and the suffix (a shared prefix of all suffixes), if set. */
  suffixPath?: string;
}

/** True when the path (before any query or fragment) ends in .gif, any case. */
export function isGifUrl(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return /\.gif$/i.test(path);
}

/**
 * The URL of a `kind` thumbnail of `url`. Unchanged when there is no URL, no
 * suffix configured, a GIF, an inline data:/blob: URL, or the suffix is already
 * there. A suffix starting with '?' becomes '&...' when the URL already has a
 * query, and goes before any #fragment.
 */
export function thumbnailUrl(
  url: string | null | undefined,
  kind: ThumbnailKind,
  imageSettings?: ImageSettings,
): string {
  const trimmed = typeof url === 'string' ? url.trim() : '';
  if (trimmed === '') return '';
  const suffix = imageSettings?.suffix[kind];
  if (!suffix) return trimmed;
  if (isGifUrl(trimmed) || /^(data|blob):/i.test(trimmed)) return trimmed;

  const hashAt = trimmed.indexOf('#');
  const base = hashAt === -1 ? trimmed : trimmed.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : trimmed.slice(hashAt);
  let addition = `${imageSettings?.suffixPath ?? ''}${suffix}`;
  if (base.endsWith(addition) || base.endsWith(addition.replace(/^\?/, '&'))) return trimmed;
  if (addition.startsWith('?') && base.includes('?')) addition = `&${addition.slice(1)}`;
  return `${base}${addition}${fragment}`;
}

/**
 * Widths of the thumbnail styles (the reference platform's, platform/lib/image-styles.mjs; a site
 * whose image service styles them otherwise names other widths here) and of a stored picture.
 */
export const THUMBNAIL_WIDTHS: Record<ThumbnailKind, number> = { small: 240, middle: 480, big: 828 };
export const STORED_WIDTH = 1080;

/**
 * A srcset of `url` through the image suffix: each configured thumbnail style by its width, up to
 * `largest` (a style name, or 'stored' for the picture as stored too). '' when no style applies
 * (no suffix configured, a GIF, no URL): the img keeps its plain src (docs/decisions/0059).
 */
export function pictureSrcSet(
  url: string | null | undefined,
  largest: ThumbnailKind | 'stored',
  imageSettings?: ImageSettings,
): string {
  const kinds: ThumbnailKind[] = ['small', 'middle', 'big'];
  const upTo = largest === 'stored' ? kinds.length : kinds.indexOf(largest) + 1;
  const candidates = kinds
    .slice(0, upTo)
    .map((kind) => ({ src: thumbnailUrl(url, kind, imageSettings), width: THUMBNAIL_WIDTHS[kind] }))
    .filter((candidate) => candidate.src !== '' && candidate.src !== url?.trim());
  if (candidates.length === 0) return '';
  if (largest === 'stored') candidates.push({ src: (url ?? '').trim(), width: STORED_WIDTH });
  return candidates.map((candidate) => `${candidate.src} ${candidate.width}w`).join(', ');
}
