/**
 * Absolute URL building. Answers carry absolute media URLs (as the real platform's
 * CDN links do); the base comes from PLATFORM_PUBLIC_URL at request time.
 */
import { picturePath, SHORT_VIDEO_CLIP, VIDEO } from './media-names.mjs';

/**
 * @param {string} publicUrl e.g. http://localhost:4100 (no trailing slash)
 */
export function createUrls(publicUrl) {
  const base = publicUrl.replace(/\/+$/, '');
  /** @param {string} rel relative media path, '' stays '' */
  const media = (rel) => (rel ? `${base}/media/${rel}` : '');
  return {
    base,
    media,
    /** @param {number | null | undefined} n @param {'small'|'middle'|'big'} size */
    picture: (n, size) => (n ? media(picturePath(n, size)) : ''),
    hls: media(VIDEO.hls),
    mp4: media(VIDEO.mp4),
    poster: media(VIDEO.poster),
    /** The short videos' portrait clip. */
    short: {
      hls: media(SHORT_VIDEO_CLIP.hls),
      mp4: media(SHORT_VIDEO_CLIP.mp4),
      poster: media(SHORT_VIDEO_CLIP.poster),
    },
  };
}

/** @typedef {ReturnType<typeof createUrls>} Urls */
