import { mapTipoff, tipoffStatus } from './tipoff.map';
import { rawTipoffSchema } from './tipoff.schema';

const raw = (extra: Record<string, unknown> = {}) =>
  rawTipoffSchema.parse({
    id: 3,
    title: '油菜花开了',
    content: '欢迎来拍',
    location: '林周县',
    pics: ['http://p/1.jpg', ''],
    videos: [],
    audios: ['http://p/v.wav'],
    status: 2,
    statusText: '已采用',
    reply: '已刊发',
    articleId: 12,
    created: 1000,
    handled: 2000,
    ...extra,
  });

describe('mapTipoff', () => {
  it('names the platform’s statuses; an unknown number claims nothing', () => {
    expect([0, 1, 2, 3, 7, -1].map(tipoffStatus)).toEqual([
      'received',
      'checking',
      'adopted',
      'declined',
      'received',
      'received',
    ]);
  });

  it('keeps the report only for an adopted tip-off, and drops empty addresses', () => {
    const adopted = mapTipoff(raw());
    expect(adopted).toMatchObject({
      status: 'adopted',
      articleId: 12,
      pictures: ['http://p/1.jpg'],
      audios: ['http://p/v.wav'],
      handledAt: 2000,
    });
    expect(mapTipoff(raw({ status: 1 })).articleId).toBeNull();
    expect(mapTipoff(raw({ handled: 0 })).handledAt).toBeNull();
  });
});
