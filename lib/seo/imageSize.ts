import 'server-only';
import sharp from 'sharp';
import { fetchMedia } from './mediaFetch';

export interface ImageSize {
  width: number;
  height: number;
}

/** Sizes this process remembers; a picture's size never changes at its address. */
const KEPT_SIZES = 2_000;
/** A picture that could not be read is asked again after this long (a media host may have been slow). */
const RETRY_AFTER_MS = 10 * 60_000;

const sizes = new Map<string, { size: ImageSize | null; until: number }>();
const asking = new Map<string, Promise<ImageSize | null>>();

async function probe(url: string): Promise<ImageSize | null> {
  const bytes = await fetchMedia(url);
  if (!bytes) return null;
  try {
    const { width, height, orientation } = await sharp(bytes).metadata();
    if (!width || !height) return null;
    // A turned photo (EXIF orientation 5–8) is shown, and previewed, the other way round.
    return orientation && orientation >= 5 ? { width: height, height: width } : { width, height };
  } catch {
    return null;
  }
}

/**
 * The size of a picture of the platform's media, read once per address and process: share
 * previews state og:image:width and height, and the platform never says them. Null when it is
 * elsewhere, unreadable or slow (then the page's preview card stands in).
 */
export async function imageSize(url: string): Promise<ImageSize | null> {
  const now = Date.now();
  const hit = sizes.get(url);
  if (hit && (hit.size !== null || hit.until > now)) return hit.size;
  const running = asking.get(url);
  if (running) return running;
  const promise = probe(url).finally(() => asking.delete(url));
  asking.set(url, promise);
  const size = await promise;
  sizes.delete(url);
  sizes.set(url, { size, until: now + RETRY_AFTER_MS });
  while (sizes.size > KEPT_SIZES) sizes.delete(sizes.keys().next().value!);
  return size;
}
