import type { Ad } from '@/features/articles/article.types';
import {
  intervalPassed,
  isArrivalFromElsewhere,
  isAudience,
  markShown,
  mayOfferSplash,
  pickBanners,
  pickSplash,
  readShown,
  splashEveryHours,
  splashSeconds,
} from './splash';
import { adTarget } from './adTarget';

const now = new Date('2026-11-20T00:00:00Z');
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

function ad(id: number, over: Partial<Ad> = {}): Ad {
  return {
    id,
    title: `ad${id}`,
    imageUrl: `https://img/${id}.jpg`,
    targetUrl: '',
    position: 0,
    startsAt: null,
    endsAt: null,
    ...over,
  };
}

describe('splashSeconds', () => {
  it("keeps the platform's pageTime within 1..10 s, 5 s when it gives none", () => {
    expect(splashSeconds(5)).toBe(5);
    expect(splashSeconds(0)).toBe(5);
    expect(splashSeconds(-3)).toBe(5);
    expect(splashSeconds(Number.NaN)).toBe(5);
    expect(splashSeconds(60)).toBe(10);
    expect(splashSeconds(0.4)).toBe(1);
  });
});

describe('who gets the splash', () => {
  it('a person, once per session', () => {
    expect(mayOfferSplash({ automated: false, userAgent: PHONE, seenThisSession: false })).toBe(true);
    expect(mayOfferSplash({ automated: false, userAgent: PHONE, seenThisSession: true })).toBe(false);
  });

  it('never a crawler, a preview renderer or a robot (navigator.webdriver), who report no impressions either', () => {
    for (const userAgent of [
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
      'facebookexternalhit/1.1',
      'Mozilla/5.0 HeadlessChrome/120',
      'Chrome-Lighthouse',
    ]) {
      expect(mayOfferSplash({ automated: false, userAgent, seenThisSession: false })).toBe(false);
      expect(isAudience({ automated: false, userAgent })).toBe(false);
    }
    expect(mayOfferSplash({ automated: true, userAgent: PHONE, seenThisSession: false })).toBe(false);
  });
});

describe('pickSplash', () => {
  it('takes the first running ad with a picture, in the order the platform gives', () => {
    const candidates = [
      { ad: ad(1, { endsAt: '2025-01-01T00:00:00Z' }), pageTime: 3 },
      { ad: ad(2, { imageUrl: '' }), pageTime: 3 },
      { ad: ad(3), pageTime: 4 },
      { ad: ad(4), pageTime: 5 },
    ];
    expect(pickSplash(candidates, now)?.ad.id).toBe(3);
    expect(pickSplash([], now)).toBeNull();
  });
});

describe('pickBanners', () => {
  it('keeps banners (type 4) that run now and have a picture, once, at most one', () => {
    const ads = [
      { ...ad(2), type: 2 },
      { ...ad(5, { startsAt: '2027-01-01T00:00:00Z' }), type: 4 },
      { ...ad(6), type: 4 },
      { ...ad(6), type: 4 },
      { ...ad(7), type: 4 },
    ];
    expect(pickBanners(ads, now).map((a) => a.id)).toEqual([6]);
    expect(pickBanners(ads, now, 5).map((a) => a.id)).toEqual([6, 7]);
  });
});

describe('adTarget', () => {
  const here = { origin: 'https://news.example', basePath: '/wap/touch' };

  it('a page of ours is followed in this tab, by its path', () => {
    expect(adTarget('https://news.example/wap/touch/paper.html?x=1#top', here)).toEqual({
      kind: 'own',
      href: '/wap/touch/paper.html?x=1#top',
    });
  });

  it('any other http(s) address is external; our host outside the base path too', () => {
    expect(adTarget('http://shop.example/a?b=<c>', here)).toEqual({
      kind: 'external',
      href: 'http://shop.example/a?b=%3Cc%3E',
    });
    expect(adTarget('https://news.example/admin', here).kind).toBe('external');
    expect(adTarget('https://news.example/wap/touchy', here).kind).toBe('external');
  });

  it('anything else leads nowhere: script, data, relative, credentials, garbage', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,x',
      '/wap/touch/home.html',
      '',
      'https://user:pw@news.example/wap/touch/',
      'ht tp://x',
    ]) {
      expect(adTarget(url, here)).toEqual({ kind: 'none' });
    }
  });
});

describe('isArrivalFromElsewhere (docs/decisions/0087)', () => {
  const home = 'https://touch.example.cn/';
  it('is an arrival from a search engine, a chat app or another site by the referrer', () => {
    expect(isArrivalFromElsewhere({ href: home, referrer: 'https://www.baidu.com/s?wd=x' })).toBe(true);
    expect(isArrivalFromElsewhere({ href: home, referrer: 'https://www.google.com/' })).toBe(true);
    expect(isArrivalFromElsewhere({ href: home, referrer: 'not a url' })).toBe(true);
  });
  it('is an arrival from a share or campaign link by its query keys, whatever the referrer', () => {
    for (const query of ['?from=timeline', '?utm_source=x', '?UTM_MEDIUM=y', '?isappinstalled=0', '?scene=1']) {
      expect(isArrivalFromElsewhere({ href: home + query, referrer: '' })).toBe(true);
    }
  });
  it('is no arrival from elsewhere when typed, bookmarked, or followed from the site itself', () => {
    expect(isArrivalFromElsewhere({ href: home, referrer: '' })).toBe(false);
    expect(isArrivalFromElsewhere({ href: home + '?lang=en', referrer: 'https://touch.example.cn/a/1' })).toBe(false);
  });
  it('keeps such a reader from the splash', () => {
    expect(
      mayOfferSplash({ automated: false, userAgent: PHONE, seenThisSession: false, arrivedFromElsewhere: true }),
    ).toBe(false);
  });
});

describe('the configured interval between splashes', () => {
  it('passes at once with no mark or an interval of 0, and after the hours otherwise', () => {
    const now = 1_000 * 3_600_000;
    expect(intervalPassed(null, now)).toBe(true);
    expect(intervalPassed({ shownAt: now, everyHours: 0 }, now)).toBe(true);
    expect(intervalPassed({ shownAt: now - 3_600_000, everyHours: 2 }, now)).toBe(false);
    expect(intervalPassed({ shownAt: now - 2 * 3_600_000, everyHours: 2 }, now)).toBe(true);
  });
  it('reads back what it marks, and nothing from a damaged mark', () => {
    expect(readShown(markShown(123, 4))).toEqual({ shownAt: 123, everyHours: 4 });
    expect(readShown('x y')).toBeNull();
    expect(readShown(null)).toBeNull();
  });
  it('reads SPLASH_EVERY_HOURS, 0 when unset or nonsense', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(splashEveryHours(undefined)).toBe(0);
    expect(splashEveryHours('12')).toBe(12);
    expect(splashEveryHours('-1')).toBe(0);
    expect(splashEveryHours('soon')).toBe(0);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
