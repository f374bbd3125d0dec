/**
 * The search calls of the contract (docs/platform-api.md): what the real reference platform
 * answers fits the client's schemas, and the client's mapping gets real results out of it.
 */
import { rawSearchResultSchema } from '@/features/search/search.schema';
import { mapSearchResult } from '@/features/search/search.map';
import { contractPlatform } from '../support/contract';

jest.setTimeout(60_000);

// Classes, hot words, suggestions, the newest order and accounts beside articles are the later
// generation's search (SPEC.md; docs/platform-api.md "Search"): the designed dialect. The real
// platforms' searchAll is held by tests/contract/realDialects.contract.test.ts.
const { answer, expectFits, url } = contractPlatform({ env: { PLATFORM_DIALECT: 'designed' } });

describe('search answers fit the client schemas', () => {
  it('searchClassify lists the four classes of docs/product.md §3', async () => {
    const classes = await answer('searchClassify');
    expect(classes.status).toBe(0);
    expectFits('searchClassify', classes.data);
    const tclasses = (classes.data as { list: { tclass: number }[] }).list.map((c) => c.tclass).sort((a, b) => a - b);
    expect(tclasses).toEqual([-1, 2, 3, 15]);
  });

  it('searchWordDely gives hot words', async () => {
    const words = await answer('searchWordDely');
    expect(words.status).toBe(0);
    expectFits('searchWordDely', words.data);
    expect((words.data as { list: unknown[] }).list.length).toBeGreaterThan(0);
  });

  it.each([
    ['青稞', -1],
    ['拉萨', -1],
    ['视频', 2],
    ['专题', 3],
    ['发布', 15],
    ['Lhasa', -1],
  ])('searchAllInTime %s (tclass %d) fits and maps to results', async (keyword, tclass) => {
    const result = await answer('searchAllInTime', { keyword, tclass, page: 0 });
    expect(result.status).toBe(0);
    expectFits('searchAllInTime', result.data);
    const page = mapSearchResult(rawSearchResultSchema.parse(result.data), {
      keyword,
      tclass: tclass as -1 | 2 | 3 | 15,
      order: 'relevance',
      page: 0,
    });
    expect(page.articles.length + page.accounts.length).toBeGreaterThan(0);
    if (tclass === 15) expect(page.accounts.every((a) => a.id > 0 && a.href === `/xyDetail/${a.id}.html`)).toBe(true);
    else expect(page.articles.every((a) => a.id > 0 && a.href !== '')).toBe(true);
  });

  it('searchAllInTime pages (0-based) through totalCount without repeating results, then has no more', async () => {
    // The keyword with the most results among a few common ones, so that it spans pages.
    let keyword = '';
    let total = 0;
    for (const word of ['拉萨', '新', '发展', '高原']) {
      const count = ((await answer('searchAllInTime', { keyword: word, page: 0 })).data as { totalCount: number })
        .totalCount;
      if (count > total) [keyword, total] = [word, count];
    }
    expect(total).toBeGreaterThan(20);
    const ids = new Set<number>();
    let pageNumber = 0;
    for (;;) {
      const raw = (await answer('searchAllInTime', { keyword, page: pageNumber })).data;
      expectFits('searchAllInTime', raw);
      const page = mapSearchResult(rawSearchResultSchema.parse(raw), {
        keyword,
        tclass: -1,
        order: 'relevance',
        page: pageNumber,
      });
      for (const article of page.articles) {
        expect(ids.has(article.id)).toBe(false);
        ids.add(article.id);
      }
      if (!page.hasMore) break;
      expect(page.articles).toHaveLength(20);
      pageNumber += 1;
      expect(pageNumber).toBeLessThan(100);
    }
    expect(ids.size).toBe(total);
  });

  it('no results is an empty list, and a blank keyword is refused with a negative status', async () => {
    const none = await answer('searchAllInTime', { keyword: '不存在的关键词zzz', page: 0 });
    expect(none.status).toBe(0);
    expectFits('searchAllInTime', none.data);
    expect((none.data as { list: unknown[] }).list).toEqual([]);
    expect((await answer('searchAllInTime', { keyword: ' ' })).status).toBeLessThan(0);
  });
});

describe('the client search calls, end to end through platformCall (config, anonymous token, envelope)', () => {
  let api: typeof import('@/features/search/server/search');
  beforeAll(async () => {
    process.env.XY_API_BASE_URL = url();
    jest.resetModules();
    api = await import('@/features/search/server/search');
  });

  it('loads classes, hot words and a page of results', async () => {
    expect((await api.getSearchClasses()).map((c) => c.tclass)).toEqual([-1, 2, 3, 15]);
    expect(await api.getHotWords()).toContain('青稞');
    const page = await api.searchAllInTime({ keyword: '青稞', tclass: -1, order: 'relevance', page: 0 });
    expect(page.articles.length).toBeGreaterThan(0);
    // Summaries, bodies and tags are searched too; the most relevant (the title's) come first.
    expect(page.articles[0]?.title).toContain('青稞');
    const accounts = await api.searchAllInTime({ keyword: '发布', tclass: 15, order: 'relevance', page: 0 });
    expect(accounts.accounts.length).toBeGreaterThan(0);
    expect(accounts.articles).toEqual([]);
  });

  it('orders newest first when asked, and suggests words for a typed keyword', async () => {
    const newest = await api.searchAllInTime({ keyword: '雪顿节', tclass: -1, order: 'newest', page: 0 });
    const times = newest.articles.map((a) => a.publishedAt ?? '');
    expect(times.length).toBeGreaterThan(1);
    expect([...times].sort().reverse()).toEqual(times);
    const words = await api.getSearchSuggestions('青稞');
    expect(words.length).toBeGreaterThan(0);
    expect(words.every((word) => word.includes('青稞') && word !== '青稞')).toBe(true);
  });
});
