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

// The cases lib-format's mutation run found untested (docs/reliability.md).
describe('parsePlatformTime: edges', () => {
  it('accepts the last valid value of every field, and the first of month and day', () => {
    expect(parsePlatformTime('2026-12-31 23:59:59')?.toISOString()).toBe('2026-12-31T15:59:59.000Z');
    expect(parsePlatformTime('2026-12-01 00:00:00')?.toISOString()).toBe('2026-11-30T16:00:00.000Z');
  });

  it('refuses a 60th second, which Date.UTC would carry into the next minute', () => {
    expect(parsePlatformTime('2026-11-20 10:00:60')).toBeNull();
  });

  it('reads the fraction as milliseconds: padded, and cut after three digits', () => {
    expect(parsePlatformTime('2026-11-20 08:00:00.5')?.toISOString()).toBe('2026-11-20T00:00:00.500Z');
    expect(parsePlatformTime('2026-11-20 08:00:00.1234')?.toISOString()).toBe('2026-11-20T00:00:00.123Z');
  });

  it('trims the text, wants the whole of it a date, and takes several spaces before the time', () => {
    expect(parsePlatformTime(' 2026-11-20 08:00 ')?.toISOString()).toBe('2026-11-20T00:00:00.000Z');
    expect(parsePlatformTime('x2026-11-20 08:00')).toBeNull();
    expect(parsePlatformTime('2026-11-20  08:00')?.toISOString()).toBe('2026-11-20T00:00:00.000Z');
  });

  it('reads nine digits or more as epoch seconds, and 1e11 as milliseconds', () => {
    expect(parsePlatformTime('123456789')?.getTime()).toBe(123_456_789_000);
    expect(parsePlatformTime(1e11)?.getTime()).toBe(1e11);
    expect(parsePlatformTime(1e11 - 1)?.getTime()).toBe((1e11 - 1) * 1000);
  });
});

describe("the site's zone (NEXT_PUBLIC_SITE_TIME_ZONE, docs/decisions/0094)", () => {
  const zoneWith = (value: string | undefined): string => {
    const before = process.env.NEXT_PUBLIC_SITE_TIME_ZONE;
    if (value === undefined) delete process.env.NEXT_PUBLIC_SITE_TIME_ZONE;
    else process.env.NEXT_PUBLIC_SITE_TIME_ZONE = value;
    try {
      let zone = '';
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        zone = (require('./platformTime') as typeof import('./platformTime')).PLATFORM_TIME_ZONE;
      });
      return zone;
    } finally {
      if (before === undefined) delete process.env.NEXT_PUBLIC_SITE_TIME_ZONE;
      else process.env.NEXT_PUBLIC_SITE_TIME_ZONE = before;
    }
  };

  it('is Asia/Shanghai unless the build names another, which it keeps', () => {
    expect(zoneWith(undefined)).toBe('Asia/Shanghai');
    expect(zoneWith('')).toBe('Asia/Shanghai');
    expect(zoneWith('Europe/Berlin')).toBe('Europe/Berlin');
    expect(zoneWith('America/Sao_Paulo')).toBe('America/Sao_Paulo');
  });

  it('stops the build on a name that is no IANA zone, saying so', () => {
    expect(() => zoneWith('Mars/Olympus')).toThrow(
      'NEXT_PUBLIC_SITE_TIME_ZONE must be an IANA time zone such as Asia/Shanghai (got Mars/Olympus)',
    );
  });
});
