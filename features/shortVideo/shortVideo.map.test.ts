import {
  rawShortVideoAttachSchema,
  rawShortVideoCategoriesSchema,
  rawShortVideoCommonSchema,
  rawShortVideoSchema,
  rawShortVideoShareSchema,
} from './shortVideo.schema';
import { mapShareCard, mapShortVideo, mapShortVideoCategories, mapShortVideoCommon, withCover } from './shortVideo.map';

const raw = (over: Record<string, unknown> = {}) =>
  rawShortVideoSchema.parse({
    fileId: '2001',
    title: '[=x1]清晨的布达拉宫广场',
    catId: 1,
    userName: '拉萨发布',
    userIcon: 'http://m/a.png',
    picUrl: '',
    width: 640,
    height: 360,
    duration: 6,
    publishtime: '2026-11-20 08:00:00',
    countClick: 1200,
    countPraise: '40',
    summary: '<b>清晨</b>的广场',
    shareClosed: '1',
    ...over,
  });

describe('mapShortVideo', () => {
  it('plays the HLS stream first, strips markers and markup, falls back to the poster as cover', () => {
    const attach = rawShortVideoAttachSchema.parse({
      list: [
        { type: 'mp4', url: 'http://m/v.mp4', width: 640, height: 360, poster: 'http://m/p.jpg' },
        { type: 'hls', url: 'http://m/v.m3u8', width: 640, height: 360 },
      ],
    });
    const video = mapShortVideo(raw(), attach);
    expect(video).toMatchObject({
      id: 2001,
      title: '清晨的布达拉宫广场',
      src: 'http://m/v.m3u8',
      summary: '清晨的广场',
      shareClosed: true,
      cover: 'http://m/p.jpg',
    });
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

describe('mapShortVideoCategories', () => {
  it('keeps the service order and drops categories without an id or a name', () => {
    const raw = rawShortVideoCategoriesSchema.parse({
      list: [
        { catId: '2', catName: '民俗文化' },
        { catId: 0, catName: 'x' },
        { catId: 3, catName: null },
        { catId: 1, catName: '高原风光' },
      ],
    });
    expect(mapShortVideoCategories(raw)).toEqual([
      { id: 2, name: '民俗文化' },
      { id: 1, name: '高原风光' },
    ]);
  });
});

describe('mapShortVideoCommon', () => {
  it("takes the service's related size, default cover and frame", () => {
    const common = mapShortVideoCommon(
      rawShortVideoCommonSchema.parse({
        relatedSize: '6',
        defaultCover: 'https://m/c.jpg',
        aspectRatio: '3:4',
        maxDuration: 300,
      }),
    );
    expect(common).toEqual({ relatedSize: 6, defaultCover: 'https://m/c.jpg', frameRatio: 0.75 });
  });

  it('falls back to four related clips and 9:16, bounds the size, and takes no cover that is not a web address', () => {
    expect(mapShortVideoCommon(rawShortVideoCommonSchema.parse({}))).toEqual({
      relatedSize: 4,
      defaultCover: '',
      frameRatio: 9 / 16,
    });
    const odd = mapShortVideoCommon(
      rawShortVideoCommonSchema.parse({ relatedSize: 500, defaultCover: 'javascript:alert(1)', aspectRatio: '0:16' }),
    );
    expect(odd).toEqual({ relatedSize: 20, defaultCover: '', frameRatio: 9 / 16 });
    expect(
      mapShortVideoCommon(rawShortVideoCommonSchema.parse({ relatedSize: -2, aspectRatio: 'tall' })).relatedSize,
    ).toBe(4);
  });

  it("gives a clip without a cover the service's default, and leaves one with a cover alone", () => {
    const common = mapShortVideoCommon(rawShortVideoCommonSchema.parse({ defaultCover: 'http://m/default.jpg' }));
    expect(withCover({ cover: '' }, common).cover).toBe('http://m/default.jpg');
    expect(withCover({ cover: 'http://m/own.jpg' }, common).cover).toBe('http://m/own.jpg');
  });
});

describe('mapShareCard', () => {
  const video = mapShortVideo(
    raw({ shareClosed: 0, picUrl: 'http://m/cover.jpg' }),
    rawShortVideoAttachSchema.parse({ list: [] }),
  );
  const share = (over: Record<string, unknown> = {}) =>
    rawShortVideoShareSchema.parse({
      fileId: 2001,
      title: '[=x1]分享标题',
      summary: '<i>分享</i>摘要',
      picUrl: 'https://m/share.jpg',
      shareUrl: 'http://x/mvodShare/2001.html',
      shareClosed: 0,
      ...over,
    });

  it("shows the share info's title, summary and picture, as text", () => {
    expect(mapShareCard(share(), video)).toEqual({
      title: '分享标题',
      description: '分享摘要',
      image: 'https://m/share.jpg',
      closed: false,
    });
  });

  it("falls back to the clip's own words and cover where the share info is empty, failed (fileId 0) or of another clip", () => {
    expect(mapShareCard(share({ title: '', summary: '', picUrl: '' }), video)).toEqual({
      title: '清晨的布达拉宫广场',
      description: '清晨的广场',
      image: 'http://m/cover.jpg',
      closed: false,
    });
    const failed = rawShortVideoShareSchema.parse({ fileId: 0 });
    expect(mapShareCard(failed, video).title).toBe('清晨的布达拉宫广场');
    expect(mapShareCard(share({ fileId: 2002, shareClosed: 1 }), video)).toMatchObject({
      title: '清晨的布达拉宫广场',
      closed: false,
    });
  });

  it('is closed when the share info or the clip says so', () => {
    expect(mapShareCard(share({ shareClosed: '1' }), video).closed).toBe(true);
    const closedClip = mapShortVideo(raw({ shareClosed: 1 }), rawShortVideoAttachSchema.parse({ list: [] }));
    expect(mapShareCard(share(), closedClip).closed).toBe(true);
  });
});
