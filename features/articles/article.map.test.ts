import { rawArticleItemSchema, rawArticleListSchema, rawAdSchema } from './article.schema';
import { articleKind, imageSetOf, isPictureUrl, mapAd, mapArticlePage, mapArticleSummary } from './article.map';

// The list item's rules, judged in the slice that owns them (scripts/mutationProductScopes.mjs):
// the kind by its code, the column by its path's last part, the title picture, live and special fields.
const item = (fields: Record<string, unknown>) => rawArticleItemSchema.parse({ fileId: 7, ...fields });

describe('mapArticleSummary', () => {
  it('reads the kind from its code, news when the code is unknown', () => {
    expect([0, 1, 2, 3, 4, 6, 12, 99].map(articleKind)).toEqual([
      'news',
      'photos',
      'video',
      'special',
      'link',
      'live',
      'h5',
      'news',
    ]);
  });
  it('links a list item to its article page', () => {
    expect(mapArticleSummary(item({ colID: 3 }))).toMatchObject({ external: false });
    expect(mapArticleSummary(item({ colID: 3 })).href).toContain('7');
  });
  it("names the column by its path's last part and prefers the list title, without its markers", () => {
    const summary = mapArticleSummary(item({ colID: 3, colName: '首页~ 头条 ', title: 'full', listTitle: 'short' }));
    expect(summary).toMatchObject({ id: 7, columnId: 3, columnName: '头条', title: 'short' });
    expect(mapArticleSummary(item({ title: 'full' })).title).toBe('full');
  });
  it('keeps the counts, tags, top flag and duration the platform sends', () => {
    const summary = mapArticleSummary(
      item({
        countClick: 1,
        countDiscuss: 2,
        countPraise: 3,
        countShare: 4,
        tags: [{ id: 5, name: 't', order: 1 }],
        isTop: 1,
        duration: 61,
      }),
    );
    expect(summary).toMatchObject({
      counts: { clicks: 1, comments: 2, likes: 3, shares: 4 },
      tags: [{ id: 5, name: 't' }],
      isTop: true,
      durationSeconds: 61,
    });
  });
  it('gives a live its status and phase, and no other kind (nor a live without a status)', () => {
    const live = mapArticleSummary(item({ articleType: 6, liveStatus: 0 }));
    expect(live.liveStatus).toBe(0);
    expect(live.livePhase).not.toBeNull();
    expect(mapArticleSummary(item({ articleType: 6 }))).toMatchObject({ liveStatus: null, livePhase: null });
    expect(mapArticleSummary(item({ articleType: 0, liveStatus: 1 }))).toMatchObject({
      liveStatus: null,
      livePhase: null,
    });
  });
  it('gives a live the phase of its status, a replay only with a playback address (docs/product.md §4)', () => {
    const live = (liveStatus: number, config?: unknown) =>
      mapArticleSummary(item({ articleType: 6, liveStatus, ...(config ? { config } : {}) })).livePhase;
    const playback = { videos: [{ appPlaybackUrl: 'https://v.example/r.m3u8', appLiveUrl: '' }] };
    expect(live(0)).toBe('preview');
    expect(live(1)).toBe('live');
    expect(live(2)).toBe('ended');
    expect(live(2, playback)).toBe('replay');
    expect(live(2, { videos: [{ appPlaybackUrl: ' ', appLiveUrl: 'https://v.example/l.m3u8' }] })).toBe('ended');
  });
  it('gives a special its sub-column, its own column when it has none, and no other kind one', () => {
    expect(mapArticleSummary(item({ articleType: 3, colID: 4, subColumnID: 9 })).subColumnId).toBe(9);
    expect(mapArticleSummary(item({ articleType: 3, colID: 4 })).subColumnId).toBe(4);
    expect(mapArticleSummary(item({ articleType: 0, colID: 4, subColumnID: 9 })).subColumnId).toBeUndefined();
  });
});

describe('the title picture (docs/platform-api.md, "Dialects")', () => {
  it('takes the sizes the platform sends, or else the first address of pic_list_title, trimmed', () => {
    const sizes = { picSmall: 's', picMiddle: '', picBig: '', pic_list_title: ['https://m.example/t.jpg'] };
    expect(imageSetOf(sizes)).toEqual({ small: 's', middle: '', big: '' });
    expect(imageSetOf({ ...sizes, picSmall: '', picBig: 'b' }).big).toBe('b');
    expect(imageSetOf({ ...sizes, picSmall: '', pic_list_title: ['a caption', ' //m.example/t.jpg '] })).toEqual({
      small: '//m.example/t.jpg',
      middle: '//m.example/t.jpg',
      big: '//m.example/t.jpg',
    });
  });
  it('has no picture when the platform sends neither sizes nor an address', () => {
    expect(imageSetOf({ picSmall: '', picMiddle: '', picBig: '', pic_list_title: ['a caption'] })).toEqual({
      small: '',
      middle: '',
      big: '',
    });
  });
  it('counts only an address at the start as a picture', () => {
    expect(['https://m.example/a.jpg', 'HTTP://m.example/a.jpg', ' //m.example/a.jpg'].map(isPictureUrl)).toEqual([
      true,
      true,
      true,
    ]);
    expect(['see https://m.example/a.jpg', 'ftp://m.example/a.jpg', 'https:/m.example'].map(isPictureUrl)).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('mapAd and mapArticlePage', () => {
  it('keeps an ad only with a safe target and its times in ISO form', () => {
    const ad = mapAd(
      rawAdSchema.parse({
        advID: 2,
        title: 'ad',
        imgUrl: 'https://m.example/ad.png',
        contentUrl: 'javascript:x',
        position: 1,
      }),
    );
    expect(ad).toMatchObject({ id: 2, title: 'ad', imageUrl: 'https://m.example/ad.png', position: 1, startsAt: null });
    expect(ad.targetUrl).not.toContain('javascript');
  });
  it('maps every list, leaves out empty module groups and says when there is no top module', () => {
    const page = mapArticlePage(
      rawArticleListSchema.parse({
        list: [{ fileId: 1 }],
        carousel: [{ fileId: 2 }],
        liveArticles: [{ fileId: 3 }],
        modules: [
          { id: 1, type: 2, list: [] },
          { id: 2, type: 2, title: 'm', list: [{ id: 3, cmiName: 'c', columnID: 4 }] },
        ],
        adv: [{ advID: 4 }],
        totalCount: 9,
      }),
    );
    expect(page).toMatchObject({ totalCount: 9, topModule: null });
    expect(page.modules.map((group) => group.id)).toEqual([2]);
    expect([page.articles, page.carousel, page.liveArticles].map((list) => list.map((a) => a.id))).toEqual([
      [1],
      [2],
      [3],
    ]);
    expect(page.ads.map((ad) => ad.id)).toEqual([4]);
    const top = mapArticlePage(rawArticleListSchema.parse({ topModule: { title: 'top', list: [{ fileId: 5 }] } }));
    expect(top.topModule).toMatchObject({ title: 'top', articles: [{ id: 5 }] });
  });
});
