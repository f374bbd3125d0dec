import { rawShortVideoAttachSchema, rawShortVideoSchema } from './shortVideo.schema';
import { mapShortVideo } from './shortVideo.map';

const raw = (over: Record<string, unknown> = {}) =>
  rawShortVideoSchema.parse({
    fileId: '2001', title: '[=x1]清晨的布达拉宫广场', catId: 1, userName: '拉萨发布', userIcon: 'http://m/a.png',
    picUrl: '', width: 640, height: 360, duration: 6, publishtime: '2026-11-20 08:00:00', countClick: 1200,
    countPraise: '40', summary: '<b>清晨</b>的广场', shareClosed: '1', ...over,
  });

describe('mapShortVideo', () => {
  it('plays the HLS stream first, strips markers and markup, falls back to the poster as cover', () => {
    const attach = rawShortVideoAttachSchema.parse({
      list: [{ type: 'mp4', url: 'http://m/v.mp4', width: 640, height: 360, poster: 'http://m/p.jpg' }, { type: 'hls', url: 'http://m/v.m3u8', width: 640, height: 360 }],
    });
    const video = mapShortVideo(raw(), attach);
    expect(video).toMatchObject({ id: 2001, title: '清晨的布达拉宫广场', src: 'http://m/v.m3u8', summary: '清晨的广场', shareClosed: true, cover: 'http://m/p.jpg' });
    expect(video.counts.likes).toBe(40);
    expect(video.ratio).toBeCloseTo(16 / 9);
    expect(video.publishedAt).toMatch(/^2026-11-20T/);
  });

  it('has no source when the service has no file, and a vertical ratio when it gives no size', () => {
    const video = mapShortVideo(raw({ width: 0, height: 0 }), rawShortVideoAttachSchema.parse({ list: null }));
    expect(video.src).toBe('');
    expect(video.ratio).toBeCloseTo(9 / 16);
  });
});
