import { realTipoff, realTipoffPage } from './tipoff.normalise';
import { rawMyTipoffPageSchema } from '@/features/mySpace/mine.schema';
import { rawTipoffSchema } from './tipoff.schema';

// Keys as OtherApiManager.myTipoff / tipoffContent of intergrate-dev/xy6.0-xzw write them
// (platform/test/fixtures/public/reconstructed/myTipoff.json).
const entry = {
  docID: 5,
  title: 't',
  time: '2020-04-30 10:00:00',
  content: 'c',
  isAnswer: '0',
  status: '1',
  siteID: '1',
};

describe('the real tip-off answers as ours', () => {
  it('reads the pictures from IMAGEARRAY where the attachments name none', () => {
    const detail = {
      ...entry,
      answer: '',
      attachments: [],
      images: [{ ref: '<!--IMAGES#1-->', imagearray: [{ ref: '<!--IMAGEARRAY#0-->', imageUrl: 'http://x/p.jpg' }] }],
    };
    const tipoff = rawTipoffSchema.parse(realTipoff(detail));
    expect(tipoff).toMatchObject({ id: 5, status: 1, pics: ['http://x/p.jpg'], videos: [] });
    expect(tipoff.created).toBe(Date.parse('2020-04-30T02:00:00Z'));
  });

  it('a full real page (20) may have more; a designed answer passes through', () => {
    const page = rawMyTipoffPageSchema.parse(
      realTipoffPage({ list: Array.from({ length: 20 }, (_, i) => ({ ...entry, docID: i + 1 })) }),
    );
    expect(page.list).toHaveLength(20);
    expect(page.hasMore).toBe(true);
    const designed = { list: [{ id: 1, title: 't' }], totalCount: 1, hasMore: false };
    expect(realTipoffPage(designed)).toBe(designed);
    expect(realTipoff(designed.list[0])).toBe(designed.list[0]);
  });
});
