import sharp from 'sharp';
import * as reencode from './reencode';

// Pictures are drawn again within bounds (docs/decisions/0042): a canvas beyond 50 megapixels is
// refused before decoding, libvips keeps no cache of past pictures, and at most MAX_REENCODES are
// drawn at once in the process, however many readers upload together.
const png = (side: number) =>
  sharp({ create: { width: side, height: side, channels: 3, background: { r: 9, g: 80, b: 160 } } })
    .png()
    .toBuffer();

describe('re-encoding pictures is bounded', () => {
  it('refuses a 10,000 x 10,000 canvas before decoding it', async () => {
    await expect(reencode.reencodePicture(await png(10_000), 'png')).rejects.toThrow(reencode.UndecodablePicture);
  });

  it('keeps no libvips cache of past pictures', () => {
    expect(sharp.cache()).toMatchObject({ memory: { max: 0 }, items: { max: 0 } });
  });

  it('draws at most two pictures at once; the others wait their turn and all are drawn', async () => {
    const picture = await png(3_000);
    let most = 0;
    const sampler = setInterval(() => {
      most = Math.max(most, reencode.reencodesInFlight());
    }, 1);
    const drawn = await Promise.all(Array.from({ length: 6 }, () => reencode.reencodePicture(picture, 'png')));
    clearInterval(sampler);
    expect(drawn.map((d) => d.width)).toEqual(Array(6).fill(2560));
    expect(most).toBe(reencode.MAX_REENCODES);
    expect(reencode.MAX_REENCODES).toBeLessThanOrEqual(2);
    expect(reencode.reencodesInFlight()).toBe(0);
  });
});
