import sharp from 'sharp';
import { decodeBmp } from '../bmp';
import { MAX_PICTURE_SIDE } from '../kinds';
import { reencodePicture, UndecodablePicture } from './reencode';

/** A phone photo as phones save it: EXIF with the maker and GPS position, turned by the orientation tag. */
async function phoneJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '29/1 39/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '91/1 7/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A 2x2 24-bit bottom-up BMP: red, green / blue, white (top row first as seen). */
function bmp2x2(): Buffer {
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(54 + 16, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(2, 18);
  header.writeInt32LE(2, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(24, 28);
  // Rows are 6 bytes of BGR padded to 8; bottom row first.
  const bottom = [255, 0, 0, 255, 255, 255, 0, 0];
  const top = [0, 0, 255, 0, 255, 0, 0, 0];
  return Buffer.concat([header, Buffer.from(bottom), Buffer.from(top)]);
}

describe('reencodePicture', () => {
  it('keeps no EXIF (GPS included) and applies the orientation to the pixels', async () => {
    const original = await phoneJpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const out = await reencodePicture(original, 'jpeg');
    const meta = await sharp(out.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(out.bytes.includes(Buffer.from('PhoneCo'))).toBe(false);
    // Orientation 6 turns the 40x20 picture upright: 20 wide, 40 high.
    expect([out.width, out.height, meta.width, meta.height]).toEqual([20, 40, 20, 40]);
    expect(out.format).toBe('jpeg');
  });

  it('reduces a picture larger than the bound, keeping its proportions', async () => {
    const big = await sharp({
      create: { width: MAX_PICTURE_SIDE * 2, height: MAX_PICTURE_SIDE, channels: 3, background: '#36c' },
    })
      .png()
      .toBuffer();
    const out = await reencodePicture(big, 'png');
    expect([out.width, out.height]).toEqual([MAX_PICTURE_SIDE, MAX_PICTURE_SIDE / 2]);
  });

  it('keeps an animated GIF animated', async () => {
    const frame = (colour: string) =>
      sharp({ create: { width: 8, height: 8, channels: 4, background: colour } })
        .png()
        .toBuffer();
    const frames = await Promise.all(['#f00', '#0f0', '#00f'].map(frame));
    const animated = await sharp(frames, { join: { animated: true } })
      .gif({ loop: 0, delay: 100 })
      .toBuffer();
    const out = await reencodePicture(animated, 'gif');
    const meta = await sharp(out.bytes, { animated: true }).metadata();
    expect([meta.pages, out.width, out.height]).toEqual([3, 8, 8]);
    expect(out.format).toBe('gif');
  });

  it('draws a BMP again as PNG, pixels in place', async () => {
    const out = await reencodePicture(bmp2x2(), 'bmp');
    expect(out.format).toBe('png');
    const { data } = await sharp(out.bytes).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([255, 0, 0]);
    expect([...data.subarray(3, 6)]).toEqual([0, 255, 0]);
    expect([...data.subarray(6, 9)]).toEqual([0, 0, 255]);
  });

  it('refuses content that starts like a picture but does not decode', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really a jpeg at all')]);
    await expect(reencodePicture(broken, 'jpeg')).rejects.toBeInstanceOf(UndecodablePicture);
  });
});

describe('decodeBmp', () => {
  it('refuses compressed or forged headers instead of guessing', () => {
    const rle = bmp2x2();
    rle.writeUInt32LE(1, 30);
    expect(decodeBmp(rle)).toBeNull();
    const huge = bmp2x2();
    huge.writeInt32LE(100_000, 18);
    huge.writeInt32LE(100_000, 22);
    expect(decodeBmp(huge)).toBeNull();
  });
});
