import {
  absoluteTime,
  formatRelative,
  longDate,
  parsePlatformTime,
  relativeParts,
  relativeTime,
  type RelativeTimeKey,
} from './relativeTime';

// "now" is 2026-11-20 12:00 Beijing time.
const NOW = new Date('2026-11-20T04:00:00.000Z');
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('relativeParts', () => {
  it.each<[number, RelativeTimeKey, number]>([
    [0, 'justNow', 0],
    [59_000, 'justNow', 0],
    [30_000 - 60_000, 'justNow', 0], // half a minute in the future: clock skew
    [MIN, 'minutesAgo', 1],
    [59 * MIN + 59_000, 'minutesAgo', 59],
    [HOUR, 'hoursAgo', 1],
    [23 * HOUR + 59 * MIN, 'hoursAgo', 23],
    [DAY, 'daysAgo', 1],
    [6 * DAY + 23 * HOUR, 'daysAgo', 6],
    [7 * DAY, 'weeksAgo', 1],
    [20 * DAY, 'weeksAgo', 2],
    [40 * DAY, 'monthsAgo', 1],
    [200 * DAY, 'monthsAgo', 6],
    [366 * DAY, 'yearsAgo', 1],
    [3 * 366 * DAY, 'yearsAgo', 3],
  ])('%p ms ago is %s %p', (ms, key, count) => {
    expect(relativeParts(ago(ms), NOW)).toEqual({ key, count });
  });

  it('takes a time a whole minute in the future for clock skew still (lib-format mutation run)', () => {
    expect(relativeParts(ago(-MIN), NOW)).toEqual({ key: 'justNow', count: 0 });
  });

  it('gives null for a time well in the future', () => {
    expect(relativeParts(ago(-2 * MIN), NOW)).toBeNull();
  });
});

describe('relativeTime styles', () => {
  const twoHours = ago(2 * HOUR);
  const threeDays = ago(3 * DAY); // 2026-11-17 12:00 Beijing
  const lastYear = '2025-03-04 09:05:00.0'; // Beijing wall clock

  it('style 1 is always relative', () => {
    expect(relativeTime(twoHours, NOW, 1, 'cn')).toEqual({ key: 'hoursAgo', count: 2 });
    expect(relativeTime(lastYear, NOW, 1, 'en')).toEqual({ key: 'yearsAgo', count: 1 });
  });

  it('style 2 is relative under a day, then MM-DD HH:mm (with year outside this year)', () => {
    expect(relativeTime(twoHours, NOW, 2, 'cn')).toEqual({ key: 'hoursAgo', count: 2 });
    expect(relativeTime(threeDays, NOW, 2, 'cn')).toBe('11-17 12:00');
    expect(relativeTime(lastYear, NOW, 2, 'cn')).toBe('2025-03-04 09:05');
  });

  it('style 2 is no longer relative at exactly a day (lib-format mutation run)', () => {
    expect(relativeTime(ago(DAY), NOW, 2, 'cn')).toBe('11-19 12:00');
  });

  it('style 3 is relative under a day, then YYYY-MM-DD', () => {
    expect(relativeTime(ago(5 * MIN), NOW, 3, 'cn')).toEqual({ key: 'minutesAgo', count: 5 });
    expect(relativeTime(threeDays, NOW, 3, 'cn')).toBe('2026-11-17');
  });

  it('style 4 is always YYYY-MM-DD HH:mm', () => {
    expect(relativeTime(ago(10_000), NOW, 4, 'cn')).toBe('2026-11-20 11:59');
    expect(relativeTime(lastYear, NOW, 4, 'cn')).toBe('2025-03-04 09:05');
  });

  it('style 5 is MM-DD, with the year for other years', () => {
    expect(relativeTime(twoHours, NOW, 5, 'cn')).toBe('11-20');
    expect(relativeTime(lastYear, NOW, 5, 'cn')).toBe('2025-03-04');
  });

  it('style 6 is relative under 7 days, then YYYY-MM-DD', () => {
    expect(relativeTime(threeDays, NOW, 6, 'cn')).toEqual({ key: 'daysAgo', count: 3 });
    expect(relativeTime(ago(8 * DAY), NOW, 6, 'cn')).toBe('2026-11-12');
  });

  it('style 7 is a long date in the reader language', () => {
    expect(relativeTime(threeDays, NOW, 7, 'cn')).toBe('2026年11月17日');
    expect(relativeTime(threeDays, NOW, 7, 'zh-CN')).toBe('2026年11月17日');
    expect(relativeTime(threeDays, NOW, 7, 'en')).toBe('17 November 2026');
    expect(relativeTime(threeDays, NOW, 7, 'de')).toBe('17. November 2026');
    expect(relativeTime(threeDays, NOW, 7, 'fr')).toBe('17 novembre 2026');
    expect(relativeTime(threeDays, NOW, 7, 'bo')).toBe('སྤྱི་ལོ་2026 ཟླ་11 ཚེས་17');
  });

  it('treats unknown style numbers as style 1', () => {
    expect(relativeTime(twoHours, NOW, 0, 'cn')).toEqual({ key: 'hoursAgo', count: 2 });
    expect(relativeTime(twoHours, NOW, 9, 'cn')).toEqual({ key: 'hoursAgo', count: 2 });
  });

  it('shows a future time as a full date instead of "ago"', () => {
    expect(relativeTime('2026-11-21 20:30:00', NOW, 1, 'cn')).toBe('2026-11-21 20:30');
    expect(relativeTime('2026-11-21 20:30:00', NOW, 6, 'cn')).toBe('2026-11-21 20:30');
  });

  it('formats in Beijing time regardless of the host zone, or in a given zone', () => {
    // 23:30 UTC on the 19th is 07:30 on the 20th in Beijing.
    const lateUtc = new Date('2026-11-19T23:30:00Z');
    expect(relativeTime(lateUtc, NOW, 4, 'cn')).toBe('2026-11-20 07:30');
    expect(relativeTime(lateUtc, NOW, 4, 'en', { timeZone: 'UTC' })).toBe('2026-11-19 23:30');
  });

  it('reads platform strings as Beijing time', () => {
    expect(relativeTime('2026-11-20 11:58:00.0', NOW, 1, 'cn')).toEqual({ key: 'minutesAgo', count: 2 });
  });

  it('gives empty text for unparseable input', () => {
    expect(relativeTime('not a date', NOW, 1, 'cn')).toBe('');
    expect(relativeTime(twoHours, new Date('x'), 1, 'cn')).toBe('');
  });
});

describe('longDate', () => {
  it('writes Chinese months and days as Chinese readers do, without padding', () => {
    expect(longDate(new Date('2026-01-04T16:00:00Z'), 'cn')).toBe('2026年1月5日');
  });
});

describe('absoluteTime (before the site clock is known, docs/decisions/0036)', () => {
  it('needs no now: date and time in Beijing, the date for style 5, the long date for 7', () => {
    const published = '2026-11-20 08:05:00';
    for (const style of [1, 2, 3, 4, 6, 99]) expect(absoluteTime(published, style, 'cn')).toBe('2026-11-20 08:05');
    expect(absoluteTime(published, 5, 'cn')).toBe('2026-11-20');
    expect(absoluteTime(published, 7, 'cn')).toBe('2026年11月20日');
    expect(absoluteTime(Date.parse('2026-11-20T23:30:00Z'), 2, 'en')).toBe('2026-11-21 07:30');
  });

  it('gives empty text for unparseable input', () => {
    expect(absoluteTime('not a date', 2, 'cn')).toBe('');
  });
});

describe('formatRelative', () => {
  const t = jest.fn((key: RelativeTimeKey, values: { count: number }) => `${key}:${values.count}`);

  it('translates relative parts through the given function', () => {
    expect(formatRelative({ key: 'daysAgo', count: 3 }, t)).toBe('daysAgo:3');
    expect(t).toHaveBeenCalledWith('daysAgo', { count: 3 });
  });

  it('passes date text through untouched', () => {
    t.mockClear();
    expect(formatRelative('2026-11-17', t)).toBe('2026-11-17');
    expect(t).not.toHaveBeenCalled();
  });

  it('re-exports parsePlatformTime', () => {
    expect(parsePlatformTime('2026-11-20 12:00:00')?.getTime()).toBe(NOW.getTime());
  });
});
