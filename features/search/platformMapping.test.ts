/**
 * The platform's search answers (shapes as the reference platform sends them, docs/platform-api.md)
 * through the client's schemas and mapping.
 */
import { rawHotWordsSchema, rawSearchClassifySchema, rawSearchResultSchema } from '@/features/search/search.schema';
import {
  MAX_SUGGESTIONS,
  mapHotWords,
  mapSearchClasses,
  mapSearchResult,
  mapSuggestions,
} from '@/features/search/search.map';

const article = (fileId: number, title: string, extra: Record<string, unknown> = {}) => ({
  fileId,
  title,
  listTitle: '',
  publishtime: '2026-11-20 08:00:00.0',
  colID: 1,
  colName: '要闻',
  articleType: 0,
  picSmall: 'http://localhost:4160/media/img/p01_s.jpg',
  linkID: 0,
  tags: [{ id: 1, name: '乡村振兴', order: 1 }],
  isTop: 1,
  config: {},
  ...extra,
});

describe('searchClassify', () => {
  it('keeps the known classes once each, in the platform order', () => {
    const raw = rawSearchClassifySchema.parse({
      list: [
        { id: 4, name: '订阅号', tclass: 15, extraScreen: '', columnID: 0, order: 4 },
        { id: 1, name: '新闻', tclass: -1, extraScreen: '', columnID: 0, order: 1 },
        { id: 2, name: '视频', tclass: '2', extraScreen: '', columnID: 6, order: 2 },
        { id: 9, name: '未知', tclass: 7, order: 0 },
        { id: 5, name: '重复', tclass: 2, order: 5 },
        { id: 3, name: ' 专题 ', tclass: 3, extraScreen: null, columnID: 9, order: 3 },
      ],
    });
    expect(mapSearchClasses(raw)).toEqual([
      { id: 1, name: '新闻', tclass: -1, columnId: 0, order: 1 },
      { id: 2, name: '视频', tclass: 2, columnId: 6, order: 2 },
      { id: 3, name: '专题', tclass: 3, columnId: 9, order: 3 },
      { id: 4, name: '订阅号', tclass: 15, columnId: 0, order: 4 },
    ]);
  });
});

describe('searchAllInTime', () => {
  it('maps article items like any article list, with links to their detail pages', () => {
    const raw = rawSearchResultSchema.parse({
      list: [
        article(1000, '高原融媒：拉萨青稞产业迎来新发展'),
        article(1006, '直播：[=x1]青稞丰收节', { articleType: 6, linkID: 1006, liveStatus: 2, colID: 8 }),
      ],
      totalCount: 2,
      hasMore: false,
    });
    const page = mapSearchResult(raw, { keyword: '青稞', tclass: -1, order: 'relevance', page: 0 });
    expect(page).toMatchObject({ keyword: '青稞', tclass: -1, page: 0, totalCount: 2, hasMore: false, accounts: [] });
    expect(page.articles.map((a) => [a.id, a.title, a.href, a.kind])).toEqual([
      [1000, '高原融媒：拉萨青稞产业迎来新发展', '/newsDetail/1/1000.html', 'news'],
      [1006, '直播：青稞丰收节', '/liveDetail/1006/1006.html', 'live'],
    ]);
  });

  it('carries the body snippet, and never a pinned mark (pinning is a column order, not a search one)', () => {
    const raw = rawSearchResultSchema.parse({
      list: [
        article(1002, '高原牧场转场', { isTop: 1, snippet: ' …赶着牦牛\n转场… ' }),
        article(1003, '牦牛', { isTop: 1 }),
      ],
    });
    const [first, second] = mapSearchResult(raw, { keyword: '牦牛', tclass: -1, order: 'relevance', page: 0 }).articles;
    expect([first?.isTop, first?.snippet, second?.isTop, second?.snippet]).toEqual([
      false,
      '…赶着牦牛 转场…',
      false,
      '',
    ]);
  });

  it('shows the title the search matched, not a different list title', () => {
    const raw = rawSearchResultSchema.parse({
      list: [article(1001, '视频｜拉萨青稞产业启动建设', { listTitle: '纳木错医疗服务' })],
    });
    expect(mapSearchResult(raw, { keyword: '青稞', tclass: -1, order: 'relevance', page: 0 }).articles[0]?.title).toBe(
      '视频｜拉萨青稞产业启动建设',
    );
  });

  it('maps tclass 15 answers to account rows, leaving out hidden or banned accounts', () => {
    const raw = rawSearchResultSchema.parse({
      list: [
        {
          xyID: 1,
          name: '拉萨发布',
          icon: 'http://localhost:4160/media/img/avatar-xy1.png',
          description: '拉萨发布：高原融媒入驻媒体号',
        },
        { xyID: '5', name: '山南发布', icon: null, description: null },
        { xyID: 6, name: '停用发布', xyStatus: 4 },
        { xyID: 7, name: '封禁发布', xyForbidden: '1' },
        { xyID: 0, name: '无效' },
      ],
      totalCount: 5,
      hasMore: false,
    });
    const page = mapSearchResult(raw, { keyword: '发布', tclass: 15, order: 'relevance', page: 0 });
    expect(page.articles).toEqual([]);
    expect(page.accounts).toEqual([
      {
        id: 1,
        name: '拉萨发布',
        icon: 'http://localhost:4160/media/img/avatar-xy1.png',
        description: '拉萨发布：高原融媒入驻媒体号',
        href: '/xyDetail/1.html',
      },
      { id: 5, name: '山南发布', icon: '', description: '', href: '/xyDetail/5.html' },
    ]);
  });

  it('does not mix accounts into article results or articles into account results', () => {
    const raw = rawSearchResultSchema.parse({
      list: [article(1000, '拉萨'), { xyID: 1, name: '拉萨发布' }],
      totalCount: 2,
    });
    expect(mapSearchResult(raw, { keyword: '拉萨', tclass: -1, order: 'relevance', page: 0 }).accounts).toEqual([]);
    expect(mapSearchResult(raw, { keyword: '拉萨', tclass: 15, order: 'relevance', page: 0 }).articles).toEqual([]);
  });

  describe('has more (docs/product.md §4: a full page, or the server says so)', () => {
    const full = Array.from({ length: 20 }, (_, i) => article(2000 + i, `拉萨 ${i}`));
    const page = (body: Record<string, unknown>, pageNumber = 0) =>
      mapSearchResult(rawSearchResultSchema.parse(body), {
        keyword: '拉萨',
        tclass: -1,
        order: 'relevance',
        page: pageNumber,
      }).hasMore;

    it('the server saying so is enough', () =>
      expect(page({ list: full.slice(0, 3), hasMore: true, totalCount: 3 })).toBe(true));
    it('a full page without a flag has more', () => expect(page({ list: full })).toBe(true));
    it('a short page has no more', () =>
      expect(page({ list: full.slice(0, 19), hasMore: false, totalCount: 39 }, 1)).toBe(false));
    it('a full page that completes totalCount has no more', () => {
      expect(page({ list: full, hasMore: false, totalCount: 20 })).toBe(false);
      expect(page({ list: full, totalCount: 40 }, 1)).toBe(false);
      expect(page({ list: full, totalCount: 43 }, 1)).toBe(true);
    });
  });

  it('accepts an empty answer and refuses a list that is not one', () => {
    expect(
      mapSearchResult(rawSearchResultSchema.parse({}), { keyword: 'x', tclass: 2, order: 'newest', page: 0 }),
    ).toEqual({
      keyword: 'x',
      tclass: 2,
      order: 'newest',
      page: 0,
      articles: [],
      accounts: [],
      totalCount: 0,
      hasMore: false,
    });
    expect(rawSearchResultSchema.safeParse({ list: 'nope' }).success).toBe(false);
  });
});

describe('searchWordDely', () => {
  it('gives the hot words, trimmed, without blanks or duplicates', () => {
    const raw = rawHotWordsSchema.parse({
      list: [
        { word: '雪顿节' },
        { word: ' 青稞 ' },
        '唐卡',
        { word: '' },
        { word: '青稞' },
        { word: null },
        { word: 'Lhasa' },
      ],
    });
    expect(mapHotWords(raw)).toEqual(['雪顿节', '青稞', '唐卡', 'Lhasa']);
  });
});

describe('searchWordDely with a keyword (suggestions as the reader types)', () => {
  it('offers the words but not what the reader typed, at most MAX_SUGGESTIONS', () => {
    const raw = rawHotWordsSchema.parse({ list: ['青稞', '青稞丰收节', { word: ' 拉萨青稞产业 ' }, '青稞丰收节'] });
    expect(mapSuggestions(raw, ' 青稞')).toEqual(['青稞丰收节', '拉萨青稞产业']);
    const many = rawHotWordsSchema.parse({ list: Array.from({ length: 12 }, (_, i) => `拉萨 ${i}`) });
    expect(mapSuggestions(many, '拉萨')).toHaveLength(MAX_SUGGESTIONS);
  });

  it('offers a title word without the editors’ layout markers (docs/product.md §3), once', () => {
    const raw = rawHotWordsSchema.parse({
      list: ['拉萨生态保护走出致富路[=x2]', '[=x1]拉萨生态保护走出致富路', '[=x3]'],
    });
    expect(mapSuggestions(raw, '拉萨')).toEqual(['拉萨生态保护走出致富路']);
  });
});
