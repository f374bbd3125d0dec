import { parsePlatformTime } from './platformTime';

describe('parsePlatformTime', () => {
  it('reads zone-less platform strings as Beijing time (UTC+8)', () => {
    expect(parsePlatformTime('2026-11-20 08:00:00.0')?.toISOString()).toBe('2026-11-20T00:00:00.000Z');
    expect(parsePlatformTime('2026-11-20 08:00:00')?.toISOString()).toBe('2026-11-20T00:00:00.000Z');
    expect(parsePlatformTime('2026-11-20 08:00')?.toISOString()).toBe('2026-11-20T00:00:00.000Z');
    expect(parsePlatformTime('2026/1/5 7:05:09.123')?.toISOString()).toBe('2026-01-04T23:05:09.123Z');
  });

  it('reads a date alone as Beijing midnight', () => {
    expect(parsePlatformTime('2026-11-20')?.toISOString()).toBe('2026-11-19T16:00:00.000Z');
  });

  it('honours an explicit zone', () => {
    expect(parsePlatformTime('2026-11-20T08:00:00Z')?.toISOString()).toBe('2026-11-20T08:00:00.000Z');
    expect(parsePlatformTime('2026-11-20T08:00:00+02:00')?.toISOString()).toBe('2026-11-20T06:00:00.000Z');
    expect(parsePlatformTime('2026-11-20T08:00:00-0530')?.toISOString()).toBe('2026-11-20T13:30:00.000Z');
  });

  it('accepts epoch milliseconds and seconds, as numbers or digit strings', () => {
    const ms = Date.UTC(2026, 10, 20);
    expect(parsePlatformTime(ms)?.getTime()).toBe(ms);
    expect(parsePlatformTime(ms / 1000)?.getTime()).toBe(ms);
    expect(parsePlatformTime(String(ms))?.getTime()).toBe(ms);
    expect(parsePlatformTime(String(ms / 1000))?.getTime()).toBe(ms);
  });

  it('copies a valid Date and rejects an invalid one', () => {
    const d = new Date(Date.UTC(2026, 0, 1));
    const parsed = parsePlatformTime(d);
    expect(parsed?.getTime()).toBe(d.getTime());
    expect(parsed).not.toBe(d);
    expect(parsePlatformTime(new Date('nope'))).toBeNull();
  });

  it.each([
    '',
    '   ',
    'garbage',
    '2026-13-01 00:00:00',
    '2026-02-30 10:00:00',
    '2026-11-20 24:00:00',
    '2026-11-20 10:60:00',
    '20-11-2026',
    '2026-11-20 08:00:00 extra',
    '12345',
    null,
    undefined,
    {},
    [],
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ])('returns null for %p', (input) => {
    expect(parsePlatformTime(input)).toBeNull();
  });

  it('accepts 29 February only in a leap year', () => {
    expect(parsePlatformTime('2028-02-29 12:00:00')).not.toBeNull();
    expect(parsePlatformTime('2026-02-29 12:00:00')).toBeNull();
  });
});
