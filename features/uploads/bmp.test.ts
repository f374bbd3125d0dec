import { decodeBmp } from './bmp';

/** A BMP header (54 bytes) followed by `data`, as Windows' Paint writes one. */
function bmp(width: number, height: number, bits: 24 | 32, data: Buffer = Buffer.alloc(0)): Buffer {
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(54 + data.length, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(width, 18);
  header.writeInt32LE(height, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(bits, 28);
  header.writeUInt32LE(0, 30);
  return Buffer.concat([header, data]);
}

describe('decodeBmp', () => {
  it('reads a 2×2 24-bit picture bottom-up into RGB rows, top row first', () => {
    // Rows of 6 bytes padded to 8; the file's first row is the picture's bottom one. BGR order.
    const bottom = Buffer.from([255, 0, 0, 0, 255, 0, 0, 0]);
    const top = Buffer.from([0, 0, 255, 255, 255, 255, 0, 0]);
    const picture = decodeBmp(bmp(2, 2, 24, Buffer.concat([bottom, top])));
    expect(picture).toMatchObject({ width: 2, height: 2, channels: 3 });
    expect([...picture!.data]).toEqual([255, 0, 0, 255, 255, 255, 0, 0, 255, 0, 255, 0]);
  });

  it('refuses at once a 54-byte file whose header claims 6000×6000 pixels (no 100 MB of work for a forged header)', () => {
    const started = process.hrtime.bigint();
    expect(decodeBmp(bmp(6000, 6000, 24))).toBeNull();
    expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(1_000);
  });

  it('refuses pixels the file does not hold, by a single byte', () => {
    const rows = Buffer.alloc(8 * 2);
    expect(decodeBmp(bmp(2, 2, 24, rows))).not.toBeNull();
    expect(decodeBmp(bmp(2, 2, 24, rows.subarray(1)))).toBeNull();
  });

  it('refuses a header that claims more than 40 million pixels, however much data follows', () => {
    // 8000 × 5001 at 24 bits: 120 MB of rows, all there. The bound refuses before anything is read.
    const width = 8000;
    const height = 5001;
    const file = bmp(width, height, 24, Buffer.alloc(width * 3 * height));
    const started = process.hrtime.bigint();
    expect(decodeBmp(file)).toBeNull();
    expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(1_000);
  });

  it('refuses what it does not read: no magic, a short header, zero sizes, compressed or 16-bit pixels', () => {
    const good = bmp(1, 1, 24, Buffer.alloc(4));
    expect(decodeBmp(good)).not.toBeNull();
    expect(decodeBmp(Buffer.concat([Buffer.from('XX'), good.subarray(2)]))).toBeNull();
    expect(decodeBmp(good.subarray(0, 53))).toBeNull();
    expect(decodeBmp(bmp(0, 1, 24, Buffer.alloc(4)))).toBeNull();
    expect(decodeBmp(bmp(1, 0, 24, Buffer.alloc(4)))).toBeNull();
    const rle = Buffer.from(good);
    rle.writeUInt32LE(1, 30);
    expect(decodeBmp(rle)).toBeNull();
    const sixteen = Buffer.from(good);
    sixteen.writeUInt16LE(16, 28);
    expect(decodeBmp(sixteen)).toBeNull();
  });
});
