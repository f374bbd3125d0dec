import { dynamicHasMore, hasMore, MAX_PAGE_PARAM, PAGE_SIZE, pageParam } from './paging';

describe('hasMore', () => {
  it('is true for a full page of the default size 20', () => {
    expect(PAGE_SIZE).toBe(20);
    expect(hasMore(20)).toBe(true);
    expect(hasMore(40)).toBe(true);
  });

  it('is false for a short or empty page unless the server says more', () => {
    expect(hasMore(19)).toBe(false);
    expect(hasMore(0)).toBe(false);
    expect(hasMore(0, true)).toBe(true);
    expect(hasMore(5, false)).toBe(false);
    expect(hasMore(5, null)).toBe(false);
  });

  it('uses a given page size', () => {
    expect(hasMore(4, undefined, 4)).toBe(true);
    expect(hasMore(3, undefined, 4)).toBe(false);
  });

  it('is false for nonsense sizes', () => {
    expect(hasMore(Number.NaN)).toBe(false);
    expect(hasMore(20, undefined, 0)).toBe(false);
  });
});

describe('dynamicHasMore', () => {
  it('is true from 10 items on', () => {
    expect(dynamicHasMore(9)).toBe(false);
    expect(dynamicHasMore(10)).toBe(true);
    expect(dynamicHasMore(25)).toBe(true);
    expect(dynamicHasMore(Number.NaN)).toBe(false);
  });
});

describe('pageParam (a ?page=N of a server-paged list)', () => {
  it('reads a page number from 0', () => {
    expect(pageParam('0')).toBe(0);
    expect(pageParam('3')).toBe(3);
  });
  it('reads absent or malformed values as the first page', () => {
    for (const raw of [null, '', 'abc', '-1', '1.5', '２']) expect(pageParam(raw)).toBe(0);
  });
  it('refuses pages past the furthest one', () => {
    expect(pageParam(String(MAX_PAGE_PARAM))).toBe(MAX_PAGE_PARAM);
    expect(pageParam(String(MAX_PAGE_PARAM + 1))).toBeNull();
  });
});
