import sharp from 'sharp';
import { drawCard } from './drawCard';
import { CARD_HEIGHT, CARD_WIDTH } from '@/lib/seo/previewCards';

jest.mock('server-only', () => ({}));

describe('drawCard', () => {
  it('draws a 1200×630 JPEG from a title, the site name and a picture', async () => {
    const picture = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const card = await drawCard({ title: 'Lhasa Evening News <b>&', siteName: 'Demo News', picture });
    const meta = await sharp(card).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', CARD_WIDTH, CARD_HEIGHT]);
    if (process.env.CARD_OUT) await sharp(card).toFile(process.env.CARD_OUT);
  });

  it('draws without a picture, and a title too long for the card is cut', async () => {
    const card = await drawCard({
      title: 'A very long title '.repeat(20),
      siteName: 'Demo',
      picture: Buffer.from('not a picture'),
    });
    const meta = await sharp(card).metadata();
    expect([meta.width, meta.height]).toEqual([CARD_WIDTH, CARD_HEIGHT]);
  });
});
