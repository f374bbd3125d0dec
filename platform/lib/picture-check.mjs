/**
 * Pictures uploaded straight to the platform get the front end's checks (docs/decisions/0022,
 * 0080): the provider's apps reach a real platform without our front end, so the platform cannot
 * count on it. A picture is decoded within bounds (at most 50 megapixels: a 48 KB PNG of
 * 20000 x 20000 is refused before it is decoded) and drawn again, orientation applied, at most
 * 2560 px a side, with no metadata and nothing after the image (a polyglot's HTML tail is gone).
 * BMP, which sharp does not read, is bounded by its header and cut at the length it declares.
 */
import sharp from 'sharp';

/** As features/uploads/server/reencode.ts: a 50-megapixel phone photo passes, a 10,000² canvas does not. */
export const LIMIT_INPUT_PIXELS = 50_000_000;
/** The longest side a stored picture keeps (features/uploads/kinds.ts MAX_PICTURE_SIDE). */
export const MAX_PICTURE_SIDE = 2560;
/** Pictures drawn at once: the others wait their turn (each holds its decoded pixels). */
const MAX_AT_ONCE = 2;

let active = 0;
/** @type {(() => void)[]} */
const waiting = [];

/** @template T @param {() => Promise<T>} work @returns {Promise<T>} */
async function inTurn(work) {
  if (active >= MAX_AT_ONCE) await new Promise((resolve) => waiting.push(() => resolve(undefined)));
  else active += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  }
}

/**
 * A BMP within bounds, cut at the size its header declares, or null.
 * @param {Buffer} bytes
 * @returns {{bytes: Buffer, width: number, height: number} | null}
 */
function boundedBmp(bytes) {
  if (bytes.length < 26) return null;
  const declared = bytes.readUInt32LE(2);
  const width = Math.abs(bytes.readInt32LE(18));
  const height = Math.abs(bytes.readInt32LE(22));
  if (width === 0 || height === 0 || width * height > LIMIT_INPUT_PIXELS || declared < 26 || declared > bytes.length)
    return null;
  return { bytes: bytes.subarray(0, declared), width, height };
}

/**
 * The picture to store, drawn again; null when it cannot be decoded or is too large a canvas.
 * @param {'jpeg'|'png'|'gif'|'bmp'} format
 * @param {Buffer} bytes
 * @returns {Promise<{bytes: Buffer, width: number, height: number} | null>}
 */
export function redrawPicture(format, bytes) {
  if (format === 'bmp') return Promise.resolve(boundedBmp(bytes));
  return inTurn(async () => {
    try {
      const pipeline = sharp(bytes, {
        animated: format === 'gif',
        limitInputPixels: LIMIT_INPUT_PIXELS,
        failOn: 'error',
      })
        .rotate()
        .resize({ width: MAX_PICTURE_SIDE, height: MAX_PICTURE_SIDE, fit: 'inside', withoutEnlargement: true });
      const out =
        format === 'jpeg'
          ? pipeline.jpeg({ quality: 85, mozjpeg: true })
          : format === 'gif'
            ? pipeline.gif()
            : pipeline.png({ compressionLevel: 9 });
      const { data, info } = await out.toBuffer({ resolveWithObject: true });
      return { bytes: data, width: info.width, height: info.pageHeight ?? info.height };
    } catch {
      return null;
    }
  });
}
