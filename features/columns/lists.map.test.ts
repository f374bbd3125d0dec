import { rawArticleListSchema } from '../articles/article.schema';
import { rawSpecialSchema } from './special.schema';
import { rawTagArticlesSchema } from './tag.schema';
import { rawLiveComingSchema } from '../live/live.schema';
import { rawCatsSchema, rawCatXysSchema } from './subscription.schema';
import { mapArticlePage } from '../articles/article.map';
import { mapSpecialTopic } from './special.map';
import { mapTagPage } from './tag.map';
import { mapComingLives } from '../live/live.map';
import { mapCategories, mapCategoryAccounts, mapSubscriptionPage } from './subscription.map';

const item = (fileId: number, extra: Record<string, unknown> = {}) => ({
  fileId,
  title: `t${fileId}`,
  colID: 1,
  articleType: 0,
  ...extra,
});

describe('mapArticlePage', () => {
  it('maps modules, ad times (China time) and the list layout', () => {
    const page = mapArticlePage(
      rawArticleListSchema.parse({
        list: [item(1000, { picType: 3 })],
        modules: [
          {
            id: 1,
            title: '便民服务',
            type: 1,
            hasMore: 0,
            list: [{ id: 1, cmiName: '天气', url: 'https://example.org/w' }],
          },
          { id: 5, type: 1, list: [] },
        ],
        adv: [
          {
            advID: 6,
            title: 'old',
            imgUrl: 'http://p/a.jpg',
            contentUrl: 'https://example.org/ads',
            startTime: '2024-12-02 00:00:00',
            endTime: '2025-01-01 00:00:00',
            position: 14,
          },
        ],
        hasMore: true,
        totalCount: 86,
      }),
    );
    expect(page.articles[0]?.picType).toBe(3);
    expect(page.modules.map((m) => m.id)).toEqual([1]); // an empty group is not drawn
    expect(page.ads[0]).toMatchObject({
      id: 6,
      position: 14,
      startsAt: '2024-12-01T16:00:00.000Z',
      endsAt: '2024-12-31T16:00:00.000Z',
      targetUrl: 'https://example.org/ads',
    });
  });

  it('an ad without times or with a script address', () => {
    const page = mapArticlePage(
      rawArticleListSchema.parse({ adv: [{ advID: 2, contentUrl: 'javascript:x', position: 4 }] }),
    );
    expect(page.ads[0]).toMatchObject({ startsAt: null, endsAt: null, targetUrl: '' });
  });
});

describe('mapSpecialTopic', () => {
  it('maps the banner and the sub-columns with their first articles', () => {
    const topic = mapSpecialTopic(
      rawSpecialSchema.parse({
        column: {
          columnId: 35,
          columnName: '2026雪顿节',
          columnStyle: 'special',
          columnType: 3,
          description: '雪顿节特别报道',
          parentId: 9,
          appShow: 0,
        },
        banner: 'http://p/p05_b.jpg',
        subColumns: [
          {
            column: { columnId: 38, columnName: '节庆动态', parentId: 35 },
            list: [item(1100), item(1101)],
            totalCount: 2,
            hasMore: false,
          },
          {
            column: { columnId: 39, columnName: '精彩图集', columnStyle: 'image', parentId: 35 },
            list: Array.from({ length: 20 }, (_, i) => item(2000 + i)),
            totalCount: 31,
            hasMore: true,
          },
          { column: { columnId: 44, columnName: 'x', isForbidden: 1 }, list: [], totalCount: 0, hasMore: false },
        ],
      }),
    );
    expect(topic.column).toMatchObject({ id: 35, name: '2026雪顿节', description: '雪顿节特别报道' });
    expect(topic.bannerUrl).toBe('http://p/p05_b.jpg');
    expect(topic.sections.map((s) => [s.column.id, s.articles.length, s.hasMore])).toEqual([
      [38, 2, false],
      [39, 20, true],
    ]);
  });
});

describe('mapTagPage', () => {
  it('maps a tag page; a full page has more', () => {
    const page = mapTagPage(
      rawTagArticlesSchema.parse({
        tag: { id: 1, name: '乡村振兴' },
        list: Array.from({ length: 20 }, (_, i) => item(i + 1)),
        hasMore: false,
        totalCount: 20,
      }),
      1,
    );
    expect(page.tag).toEqual({ id: 1, name: '乡村振兴' });
    expect(page.articles).toHaveLength(20);
    expect(page.hasMore).toBe(true);
  });

  it('an empty tag is an empty page, with the id it was asked for', () => {
    const page = mapTagPage(rawTagArticlesSchema.parse({ list: [], hasMore: false, totalCount: 0 }), 29);
    expect(page).toMatchObject({ tag: { id: 29, name: '' }, articles: [], hasMore: false });
  });
});

describe('mapComingLives', () => {
  it('maps lives to their detail path, status and start time', () => {
    const lives = mapComingLives(
      rawLiveComingSchema.parse({
        list: [
          {
            fileId: 1004,
            title: '正在直播：拉萨马拉松鸣枪开跑',
            startTime: '2026-11-20 06:20:00.0',
            type: 0,
            appBannerUrl: 'http://p/b.jpg',
            liveStatus: 1,
          },
          { fileId: 1003, title: '直播预告', startTime: '', type: 0, appBannerUrl: '' },
          { fileId: 0, title: 'broken' },
        ],
      }),
    );
    expect(lives).toEqual([
      {
        id: 1004,
        title: '正在直播：拉萨马拉松鸣枪开跑',
        startsAt: '2026-11-19T22:20:00.000Z',
        bannerUrl: 'http://p/b.jpg',
        liveStatus: 1,
        phase: 'live',
        label: 'live',
        href: '/liveDetail/1004/1004.html',
      },
      {
        id: 1003,
        title: '直播预告',
        startsAt: null,
        bannerUrl: '',
        liveStatus: 0,
        phase: 'preview',
        label: 'preview',
        href: '/liveDetail/1003/1003.html',
      },
    ]);
  });
});

describe('subscription maps', () => {
  it('keeps named categories and discards closed, unreviewed and banned accounts', () => {
    expect(
      mapCategories(
        rawCatsSchema.parse({
          catsList: [
            { id: 1, name: '政务' },
            { id: 0, name: 'x' },
            { id: 2, name: '' },
          ],
        }),
      ),
    ).toEqual([{ id: 1, name: '政务' }]);
    const accounts = mapCategoryAccounts(
      rawCatXysSchema.parse({
        xys: [
          { xyID: 1, name: '拉萨发布', icon: 'http://p/1.png', description: 'd' },
          { xyID: 10, name: '违规被禁号', xyForbidden: 1 },
          { xyID: 11, name: '待审核号', xyStatus: 1 },
          { xyID: 12, name: '已注销号', xyStatus: 4 },
        ],
      }),
    );
    expect(accounts).toEqual([
      { id: 1, name: '拉萨发布', icon: 'http://p/1.png', description: 'd', href: '/xyDetail/1.html' },
    ]);
  });

  const category = { id: 1, name: '政务' };
  const xys = (from: number, count: number, over: Record<string, unknown> = {}) =>
    Array.from({ length: count }, (_, i) => ({ xyID: from + i, name: `号${from + i}`, ...over }));
  it('pages past 20 by the total the platform counts, discarded accounts included in it', () => {
    const first = mapSubscriptionPage(
      [category],
      category,
      0,
      rawCatXysSchema.parse({ xys: [...xys(1, 19), { xyID: 99, name: '禁', xyForbidden: 1 }], totalCount: 23 }),
    );
    expect(first).toMatchObject({ page: 0, hasMore: true });
    expect(first?.accounts).toHaveLength(19);
    expect(
      mapSubscriptionPage([category], category, 1, rawCatXysSchema.parse({ xys: xys(21, 3), totalCount: 23 })),
    ).toMatchObject({ page: 1, hasMore: false });
  });

  it('offers no next page when exactly a full page exists, and guesses from a full page without a total', () => {
    expect(
      mapSubscriptionPage([category], category, 0, rawCatXysSchema.parse({ xys: xys(1, 20), totalCount: 20 }))?.hasMore,
    ).toBe(false);
    expect(mapSubscriptionPage([category], category, 0, rawCatXysSchema.parse({ xys: xys(1, 20) }))?.hasMore).toBe(
      true,
    );
  });

  it('a page past the last is none (404); a page whose accounts were all discarded is a page without accounts', () => {
    expect(mapSubscriptionPage([category], category, 2, rawCatXysSchema.parse({ xys: [], totalCount: 23 }))).toBeNull();
    expect(
      mapSubscriptionPage([category], category, 0, rawCatXysSchema.parse({ xys: [], totalCount: 0 }))?.accounts,
    ).toEqual([]);
    expect(
      mapSubscriptionPage(
        [category],
        category,
        1,
        rawCatXysSchema.parse({ xys: xys(21, 2, { xyStatus: 4 }), totalCount: 22 }),
      )?.accounts,
    ).toEqual([]);
  });
});

describe('live phase of list items', () => {
  const video = (appPlaybackUrl: string, appLiveUrl = '') => ({
    videos: [{ appPlaybackUrl, appLiveUrl, playbackUrls: [] }],
  });
  it.each([
    [0, {}, 'preview'],
    [1, video('', 'http://p/live.m3u8'), 'live'],
    [2, video('http://p/demo.m3u8'), 'replay'],
    [2, video(''), 'ended'],
  ])('liveStatus %i → %s', (liveStatus, config, phase) => {
    const page = mapArticlePage(
      rawArticleListSchema.parse({ list: [item(1003, { articleType: 6, liveStatus, config })] }),
    );
    expect(page.articles[0]?.livePhase).toBe(phase);
  });

  it('is null for articles that are not lives', () => {
    expect(
      mapArticlePage(rawArticleListSchema.parse({ list: [item(1000, { liveStatus: -1 })] })).articles[0]?.livePhase,
    ).toBeNull();
  });
});
