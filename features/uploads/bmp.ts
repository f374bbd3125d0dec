// A minimal BMP reader: sharp (libvips) reads no BMP, and the platform accepts them
// ('jpg, jpeg, png, gif, bmp'). Uncompressed 24- and 32-bit pictures only, which is what
// Windows' Paint and screenshots save; anything else is refused rather than guessed at.

export interface RawPicture {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

const BI_RGB = 0;
const BI_BITFIELDS = 3;
/** Larger than any picture we accept after reduction could come from (a bound on the memory a forged header asks for). */
const MAX_PIXELS = 40_000_000;

/** The pixels of a BMP, top row first, RGB(A); null when it is not a BMP this reader handles. */
export function decodeBmp(file: Buffer): RawPicture | null {
  if (file.length < 54 || file.toString('latin1', 0, 2) !== 'BM') return null;
  const dataOffset = file.readUInt32LE(10);
  const headerSize = file.readUInt32LE(14);
  if (headerSize < 40) return null;
  const width = file.readInt32LE(18);
  const rawHeight = file.readInt32LE(22);
  const bits = file.readUInt16LE(28);
  const compression = file.readUInt32LE(30);
  const height = Math.abs(rawHeight);
  if (width <= 0 || height === 0 || width * height > MAX_PIXELS) return null;
  if (
    !(bits === 24 && compression === BI_RGB) &&
    !(bits === 32 && (compression === BI_RGB || compression === BI_BITFIELDS))
  )
    return null;
  const bytesPerPixel = bits / 8;
  const stride = Math.ceil((width * bytesPerPixel) / 4) * 4;
  if (dataOffset + stride * height > file.length) return null;
  const channels = bits === 32 ? 4 : 3;
  const data = Buffer.alloc(width * height * channels);
  // Positive height: rows are stored bottom-up.
  const bottomUp = rawHeight > 0;
  for (let y = 0; y < height; y += 1) {
    const source = dataOffset + (bottomUp ? height - 1 - y : y) * stride;
    for (let x = 0; x < width; x += 1) {
      const from = source + x * bytesPerPixel;
      const to = (y * width + x) * channels;
      data[to] = file[from + 2]!;
      data[to + 1] = file[from + 1]!;
      data[to + 2] = file[from]!;
      // BI_RGB 32-bit leaves the fourth byte unused (often 0): opaque, not transparent.
      if (channels === 4) data[to + 3] = compression === BI_BITFIELDS ? file[from + 3]! : 255;
    }
  }
  return { data, width, height, channels };
}
