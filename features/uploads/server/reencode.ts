import 'server-only';
import sharp, { type Sharp } from 'sharp';
import { decodeBmp } from '../bmp';
import { MAX_PICTURE_SIDE, type PictureFormat } from '../kinds';
import { processWide } from '@/lib/processWide.mjs';

// Every picture a reader sends is drawn again before it is stored (docs/decisions/0022): what leaves is
// pixels only. EXIF, GPS (a reader's home), XMP and comments are not copied (sharp keeps no
// metadata unless asked), the EXIF orientation is applied to the pixels first, and a picture
// larger than MAX_PICTURE_SIDE is reduced. An animated GIF stays animated.

export interface Reencoded {
  bytes: Buffer;
  format: Exclude<PictureFormat, 'bmp'>;
  width: number;
  height: number;
}

/** Thrown when the content looked like a picture but cannot be decoded: refused, not stored. */
export class UndecodablePicture extends Error {
  constructor() {
    super('the picture cannot be read');
    this.name = 'UndecodablePicture';
  }
}

/**
 * Decompression bombs: a small file that claims a huge canvas is refused before decoding. 50
 * million pixels holds a 50-megapixel phone photo (8160 x 6120); a 10,000 x 10,000 canvas is refused.
 */
export const LIMIT_INPUT_PIXELS = 50_000_000;
/**
 * Pictures drawn again at once in this process; the others wait their turn. Each holds its decoded
 * strips and libvips' buffers: eight 10,000 x 10,000 PNGs at once took the process from 188 MB to
 * 536 MB, and 242 MB stayed after a GC (docs/decisions/0042).
 */
export const MAX_REENCODES = 2;

// libvips keeps the results of recent operations (50 MB, 100 items by default) for pipelines that
// repeat; ours never do (every picture is new), and what it kept stayed with the process. One
// libvips thread per picture: two pictures at once already use both cores of a small server, and
// fewer threads leave fewer allocator arenas holding freed memory.
sharp.cache(false);
sharp.concurrency(1);

/** A process-wide count of pictures being drawn and the queue of those waiting (one per process, not per route bundle). */
const slots = () => processWide('uploads:reencodeSlots', () => ({ active: 0, waiting: [] as (() => void)[] }));

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const state = slots();
  if (state.active >= MAX_REENCODES) await new Promise<void>((resolve) => state.waiting.push(resolve));
  else state.active += 1;
  try {
    return await work();
  } finally {
    // The slot passes to the next in line (active stays counted for it), or is given back.
    const next = state.waiting.shift();
    if (next) next();
    else state.active -= 1;
  }
}

/** Pictures being drawn again right now in this process (at most MAX_REENCODES). */
export function reencodesInFlight(): number {
  return slots().active;
}

function source(bytes: Buffer, format: PictureFormat): Sharp {
  if (format === 'bmp') {
    const raw = decodeBmp(bytes);
    if (!raw) throw new UndecodablePicture();
    return sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } });
  }
  return sharp(bytes, { animated: format === 'gif', limitInputPixels: LIMIT_INPUT_PIXELS, failOn: 'error' });
}

export function reencodePicture(bytes: Buffer, format: PictureFormat): Promise<Reencoded> {
  return inTurn(() => draw(bytes, format));
}

async function draw(bytes: Buffer, format: PictureFormat): Promise<Reencoded> {
  try {
    const pipeline = source(bytes, format)
      .rotate()
      .resize({ width: MAX_PICTURE_SIDE, height: MAX_PICTURE_SIDE, fit: 'inside', withoutEnlargement: true });
    // BMP becomes PNG (lossless, a tenth of the size); the others keep their format.
    const out =
      format === 'jpeg'
        ? pipeline.jpeg({ quality: 85, mozjpeg: true })
        : format === 'gif'
          ? pipeline.gif()
          : pipeline.png({ compressionLevel: 9 });
    const { data, info } = await out.toBuffer({ resolveWithObject: true });
    const outFormat = format === 'bmp' ? 'png' : format;
    // For an animation `info.height` is the whole strip of frames; pageHeight is one frame.
    const height = info.pageHeight ?? info.height;
    return { bytes: data, format: outFormat, width: info.width, height };
  } catch (error) {
    if (error instanceof UndecodablePicture) throw error;
    throw new UndecodablePicture();
  }
}
