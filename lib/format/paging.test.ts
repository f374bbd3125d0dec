import { dynamicHasMore, hasMore, PAGE_SIZE } from './paging';

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
