import {
  isSearchableKeyword,
  keywordLength,
  normalizeKeyword,
  parseSearchQuery,
  searchApiPath,
  searchInput,
  searchPageQuery,
  tclassFromParam,
} from './query';
import { orderFromParam, platformOrderType } from './order';

const parse = (query: string) => parseSearchQuery(new URLSearchParams(query));

describe('parseSearchQuery (the input of GET /api/search)', () => {
  it('accepts a keyword with class and page, defaulting class -1 and page 0', () => {
    expect(parse('keyword=青稞')).toEqual({
      ok: true,
      query: { keyword: '青稞', tclass: -1, order: 'relevance', page: 0 },
    });
    expect(parse('keyword=青稞&tclass=15&page=3')).toEqual({
      ok: true,
      query: { keyword: '青稞', tclass: 15, order: 'relevance', page: 3 },
    });
    expect(parse('keyword=a&tclass=&page=&sort=')).toEqual({
      ok: true,
      query: { keyword: 'a', tclass: -1, order: 'relevance', page: 0 },
    });
  });

  it('reads the order: newest first on request, most relevant by default', () => {
    expect(parse('keyword=a&sort=newest')).toMatchObject({ ok: true, query: { order: 'newest' } });
    expect(parse('keyword=a&sort=relevance')).toMatchObject({ ok: true, query: { order: 'relevance' } });
  });

  it.each(['new', 'NEWEST', '1', 'hot'])('refuses sort %p', (sort) => {
    expect(parse(`keyword=a&sort=${sort}`)).toEqual({ ok: false, error: 'sort must be one of relevance, newest' });
  });

  it('normalizes the keyword: trimmed, inner spaces collapsed, control characters removed', () => {
    expect(parse(`keyword=${encodeURIComponent('  拉萨 \u3000 青稞\n\t ')}`)).toMatchObject({
      ok: true,
      query: { keyword: '拉萨 青稞' },
    });
    expect(parse(`keyword=${encodeURIComponent('a\u0000b')}`)).toMatchObject({ ok: true, query: { keyword: 'a b' } });
  });

  it.each(['', 'keyword=', 'keyword=%20%20', `keyword=${encodeURIComponent('\u3000')}`])(
    'refuses a missing or blank keyword: %p',
    (query) => {
      expect(parse(query)).toEqual({ ok: false, error: 'keyword is required' });
    },
  );

  it('counts the keyword in characters and allows at most 50', () => {
    expect(parse(`keyword=${'拉'.repeat(50)}`).ok).toBe(true);
    expect(parse(`keyword=${encodeURIComponent('𠀀'.repeat(50))}`).ok).toBe(true);
    expect(parse(`keyword=${'拉'.repeat(51)}`)).toEqual({ ok: false, error: 'keyword must be at most 50 characters' });
    expect(parse(`keyword=${'a'.repeat(51)}`).ok).toBe(false);
  });

  it.each(['0', '1', '4', '-2', '16', 'news', '2.0', '1e1', ' 2', '--1', '99999'])('refuses tclass %p', (tclass) => {
    expect(parse(`keyword=a&tclass=${encodeURIComponent(tclass)}`)).toEqual({
      ok: false,
      error: 'tclass must be one of -1, 2, 3, 15',
    });
  });

  it.each(['-1', '1.5', 'one', '501', '1e2', '99999', '0x1'])('refuses page %p', (page) => {
    expect(parse(`keyword=a&page=${encodeURIComponent(page)}`)).toEqual({
      ok: false,
      error: 'page must be an integer from 0 to 500',
    });
  });
});

describe('keyword helpers', () => {
  it('normalizeKeyword and keywordLength', () => {
    expect(normalizeKeyword(' a \u00a0 b ')).toBe('a b');
    expect(keywordLength('拉萨🎉')).toBe(3);
  });
  it('isSearchableKeyword', () => {
    expect(isSearchableKeyword('')).toBe(false);
    expect(isSearchableKeyword('拉')).toBe(true);
    expect(isSearchableKeyword('拉'.repeat(51))).toBe(false);
  });
  it('tclassFromParam is lenient', () => {
    expect(tclassFromParam('15')).toBe(15);
    expect(tclassFromParam('7')).toBe(-1);
    expect(tclassFromParam(undefined)).toBe(-1);
  });
});

describe('paths', () => {
  const terms = (keyword: string, tclass: -1 | 2 | 3 | 15, order: 'relevance' | 'newest' = 'relevance') => ({
    keyword,
    tclass,
    order,
  });
  it('builds the handler query and path, leaving out the default order', () => {
    const path = searchApiPath(terms('拉萨 & 青稞', 2), 1);
    expect(path).toBe('search?keyword=%E6%8B%89%E8%90%A8+%26+%E9%9D%92%E7%A8%9E&tclass=2&page=1');
    expect(searchApiPath(terms('a', -1, 'newest'), 0)).toBe('search?keyword=a&tclass=-1&sort=newest&page=0');
    expect(searchInput(terms('a', 15), 2)).toEqual({ keyword: 'a', tclass: '15', page: '2' });
    expect(searchInput(terms('a', -1, 'newest'), 0)).toEqual({ keyword: 'a', tclass: '-1', sort: 'newest', page: '0' });
  });
  it('builds the page query, keeping other parameters and leaving out defaults', () => {
    expect(searchPageQuery(terms('青稞', -1))).toBe('?keyword=%E9%9D%92%E7%A8%9E');
    expect(searchPageQuery(terms('a', 15), '?lang=en&keyword=old&page=2')).toBe('?lang=en&keyword=a&tclass=15');
    expect(searchPageQuery(terms('', -1), '?keyword=old&tclass=2&sort=newest')).toBe('');
    expect(searchPageQuery(terms('青稞', 2, 'newest'), '?lang=bo')).toBe(
      '?lang=bo&keyword=%E9%9D%92%E7%A8%9E&tclass=2&sort=newest',
    );
  });
  it('leaves the order out for accounts, which have none', () => {
    expect(searchPageQuery(terms('a', 15, 'newest'), '?sort=newest')).toBe('?keyword=a&tclass=15');
  });
});

describe('order', () => {
  it('is read leniently from a page URL and spelled as the platform wants', () => {
    expect(orderFromParam('newest')).toBe('newest');
    expect(orderFromParam('hot')).toBe('relevance');
    expect(orderFromParam(null)).toBe('relevance');
    expect(platformOrderType('newest')).toBe(1);
    expect(platformOrderType('relevance')).toBe(0);
  });
});
