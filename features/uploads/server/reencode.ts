import 'server-only';
import sharp, { type Sharp } from 'sharp';
import { decodeBmp } from '../bmp';
import { MAX_PICTURE_SIDE, type PictureFormat } from '../kinds';

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

/** Decompression bombs: a small file that claims a huge canvas is refused before decoding. */
const LIMIT_INPUT_PIXELS = 100_000_000;

function source(bytes: Buffer, format: PictureFormat): Sharp {
  if (format === 'bmp') {
    const raw = decodeBmp(bytes);
    if (!raw) throw new UndecodablePicture();
    return sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } });
  }
  return sharp(bytes, { animated: format === 'gif', limitInputPixels: LIMIT_INPUT_PIXELS, failOn: 'error' });
}

export async function reencodePicture(bytes: Buffer, format: PictureFormat): Promise<Reencoded> {
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
