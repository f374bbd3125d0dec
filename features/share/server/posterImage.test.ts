import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import jsQR from 'jsqr';
import { drawPoster, escapeMarkup, POSTER_HEIGHT, POSTER_WIDTH } from './posterImage';

// Drawing and decoding a 750 x 1200 picture takes a second or two, more on a busy machine.
jest.setTimeout(60_000);

const URL_OF_PAGE = 'https://m.example.com/wap/touch/newsDetail/1/1000.html';

async function decodeQr(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return (
    jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)?.data ?? null
  );
}

const base = {
  url: URL_OF_PAGE,
  cover: null,
  logo: null,
  siteName: 'Plateau News',
  brandColor: '#c8102e',
};

describe('drawPoster', () => {
  it('draws a PNG of the poster size whose QR code reads as the page address', async () => {
    const png = await drawPoster({
      ...base,
      title: '拉萨河畔的雪顿节晒佛仪式',
      description: '八月的拉萨，哲蚌寺的展佛吸引了数万名信众和游客。',
      scanHint: '长按识别二维码，阅读全文',
    });
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', POSTER_WIDTH, POSTER_HEIGHT]);
    expect(await decodeQr(png)).toBe(URL_OF_PAGE);
  });

  it('draws Tibetan text and a cover picture, and the QR code still reads', async () => {
    const cover = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const png = await drawPoster({
      ...base,
      cover,
      title: 'ལྷ་སའི་ཞོ་སྟོན་དུས་ཆེན།',
      description: 'བོད་ཀྱི་གསར་འགྱུར།',
      scanHint: 'ཨང་རྟགས་བཤེར་ནས་ཆ་ཚང་ཀློག་རོགས།',
    });
    expect(await decodeQr(png)).toBe(URL_OF_PAGE);
    // The cover fills the top: its colour, not the site's.
    const { data } = await sharp(png)
      .extract({ left: 10, top: 10, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0x33, 0x66, 0x99]);
  });

  it('a picture the platform stored is not trusted: a 20000 x 20000 canvas or undecodable bytes leave the poster without it (docs/decisions/0080)', async () => {
    const bomb = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    // The same PNG, its header claiming 20000 x 20000 (the CRC is checked only on decoding, never reached).
    bomb.writeUInt32BE(20_000, 16);
    bomb.writeUInt32BE(20_000, 20);
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('<html>not a picture</html>')]);
    const png = await drawPoster({
      ...base,
      cover: bomb,
      logo: broken,
      title: '标题',
      description: '',
      scanHint: 'Scan',
    });
    expect(await decodeQr(png)).toBe(URL_OF_PAGE);
    const { data } = await sharp(png)
      .extract({ left: 10, top: 10, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0xc8, 0x10, 0x2e]);
  });

  it('draws a hostile title as text: Pango markup in it is escaped, not obeyed or failed on', async () => {
    const title = '<span size="99999">x</span> & <b>bold</b>';
    expect(escapeMarkup(title)).toBe('&lt;span size=&quot;99999&quot;&gt;x&lt;/span&gt; &amp; &lt;b&gt;bold&lt;/b&gt;');
    const png = await drawPoster({ ...base, title, description: '', scanHint: 'Scan' });
    expect(await decodeQr(png)).toBe(URL_OF_PAGE);
  });
});

describe('the Tibetan font of the poster', () => {
  it('is TrueType (fontconfig reads no woff2) made from the subset the pages use', () => {
    const font = readFileSync(path.join(process.cwd(), 'public/fonts/noto-serif-tibetan-subset.ttf'));
    expect(font.readUInt32BE(0)).toBe(0x00010000);
  });
});
