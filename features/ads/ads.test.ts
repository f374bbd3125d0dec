import { isAdShowing, placeAds } from './ads';
import type { Ad } from '@/features/articles/article.types';
import { articleSummary } from '@/tests/support/builders';

const now = new Date('2026-11-20T00:00:00Z');

const article = (id: number) => articleSummary({ id });

function ad(id: number, position: number, times: Partial<Pick<Ad, 'startsAt' | 'endsAt'>> = {}): Ad {
  return {
    id,
    title: `ad${id}`,
    imageUrl: 'https://x/a.jpg',
    targetUrl: '',
    position,
    startsAt: null,
    endsAt: null,
    ...times,
  };
}

const ids = (entries: ReturnType<typeof placeAds>) =>
  entries.map((e) => (e.type === 'ad' ? `ad${e.ad.id}` : e.article.id));
const list = (from: number, n: number) => Array.from({ length: n }, (_, i) => article(from + i));

describe('isAdShowing', () => {
  it('hides ads that ended or have not started, keeps open-ended ones', () => {
    expect(isAdShowing(ad(1, 0), now)).toBe(true);
    expect(isAdShowing(ad(1, 0, { endsAt: '2025-01-01T00:00:00Z' }), now)).toBe(false);
    expect(isAdShowing(ad(1, 0, { startsAt: '2027-01-01T00:00:00Z' }), now)).toBe(false);
    expect(isAdShowing(ad(1, 0, { startsAt: '2026-01-01T00:00:00Z', endsAt: '2031-01-01T00:00:00Z' }), now)).toBe(true);
  });

  it('hides an ad with neither picture nor title', () => {
    expect(isAdShowing({ ...ad(1, 0), imageUrl: '', title: '' }, now)).toBe(false);
  });

  // The ads mutation run (docs/reliability.md): a picture or a title is enough, and the first and the
  // last moment of an ad's time both show it.
  it('shows an ad with a picture alone or a title alone, and at its very start and end', () => {
    expect(isAdShowing({ ...ad(1, 0), title: '' }, now)).toBe(true);
    expect(isAdShowing({ ...ad(1, 0), imageUrl: '' }, now)).toBe(true);
    expect(isAdShowing(ad(1, 0, { startsAt: now.toISOString(), endsAt: now.toISOString() }), now)).toBe(true);
  });
});

describe('placeAds', () => {
  it('puts an ad after the article at its position', () => {
    expect(ids(placeAds(list(0, 6), [ad(2, 4)], { now }))).toEqual([0, 1, 2, 3, 4, 'ad2', 5]);
  });

  it('leaves out expired ads (the seed ad 6) and ads without a position', () => {
    const entries = placeAds(list(0, 20), [ad(2, 4), ad(6, 14, { endsAt: '2025-01-01T00:00:00Z' }), ad(9, -1)], {
      now,
    });
    expect(entries.filter((e) => e.type === 'ad').map((e) => (e.type === 'ad' ? e.ad.id : 0))).toEqual([2]);
  });

  it('places by index in the whole list: a later page gets the ads of its own range, once', () => {
    const ads = [ad(2, 4), ad(3, 23)];
    expect(ids(placeAds(list(100, 20), ads, { now })).filter((x) => typeof x === 'string')).toEqual(['ad2']);
    const second = placeAds(list(200, 20), ads, { now, offset: 20 });
    expect(ids(second).indexOf('ad3')).toBe(4);
    expect(ids(second)).not.toContain('ad2');
  });

  it('shows an ad once even if the platform repeats it, in position order', () => {
    expect(ids(placeAds(list(0, 3), [ad(5, 1), ad(4, 0), ad(5, 1)], { now }))).toEqual([0, 'ad4', 1, 'ad5', 2]);
  });

  // The ads mutation run (docs/reliability.md): on the last page an ad inside the list stands once,
  // and one at exactly the list's length stands at the end.
  it('on the last page places an ad inside the list once and one at its very end last', () => {
    const entries = placeAds(list(0, 3), [ad(2, 1), ad(3, 3)], { now, isLastPage: true });
    expect(ids(entries)).toEqual([0, 1, 'ad2', 2, 'ad3']);
    expect(entries.map((e) => e.type)).toEqual(['article', 'article', 'ad', 'article', 'ad']);
  });

  it('puts ads beyond the end of the last page at the end, and none on an empty list', () => {
    expect(ids(placeAds(list(0, 3), [ad(2, 9)], { now }))).toEqual([0, 1, 2]);
    expect(ids(placeAds(list(0, 3), [ad(2, 9)], { now, isLastPage: true }))).toEqual([0, 1, 2, 'ad2']);
    expect(placeAds([], [ad(2, 0)], { now, isLastPage: true })).toEqual([]);
  });
});
