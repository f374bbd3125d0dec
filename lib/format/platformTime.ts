// Times as the platform sends them. Its wall-clock strings ("2026-11-20 08:00:00.0")
// carry no zone and are Beijing time (UTC+8, no DST), whatever zone the server or
// the reader's browser runs in; parsing them with `new Date(string)` would read
// them in the host's zone and shift every time by the host's offset.

/** The platform's fixed offset: Beijing, UTC+8, no daylight saving time. */
export const PLATFORM_UTC_OFFSET_MINUTES = 8 * 60;

/**
 * The site's zone: the one dates are shown in and every day boundary is counted in, whatever the
 * browser's or the server's (docs/decisions/0094). Asia/Shanghai unless the build names another in
 * NEXT_PUBLIC_SITE_TIME_ZONE (public: the browser counts its "sent today" marks in it too).
 */
export const PLATFORM_TIME_ZONE = siteTimeZone(process.env.NEXT_PUBLIC_SITE_TIME_ZONE);

function siteTimeZone(configured: string | undefined): string {
  if (!configured) return 'Asia/Shanghai';
  try {
    return new Intl.DateTimeFormat('en', { timeZone: configured }).resolvedOptions().timeZone;
  } catch {
    throw new Error(`NEXT_PUBLIC_SITE_TIME_ZONE must be an IANA time zone such as Asia/Shanghai (got ${configured})`);
  }
}

// YYYY-MM-DD or YYYY/MM/DD, optional time (T or space), optional fraction (the
// platform's Java timestamps end in ".0"), optional explicit zone.
const DATE_TIME =
  /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ]+(\d{1,2}):(\d{1,2})(?::(\d{1,2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

// Epoch numbers below this are seconds, not milliseconds: 1e11 ms is March 1973,
// before any platform content, while 1e11 s is far in the future.
const SECONDS_THRESHOLD = 1e11;

function fromEpoch(n: number): Date | null {
  if (!Number.isFinite(n)) return null;
  const ms = Math.abs(n) < SECONDS_THRESHOLD ? n * 1000 : n;
  const d = new Date(ms);
  return Number.isNaN(d.getTime()) ? null : d;
}

function zoneOffsetMinutes(zone: string): number {
  if (zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4)));
}

/**
 * Parses a platform time to a Date (an instant). Strings without a zone are read
 * as Beijing time; strings with Z or an offset honour it; numbers and digit-only
 * strings are epoch seconds or milliseconds. Anything else, including impossible
 * dates such as 2026-02-30, gives null rather than an Invalid Date.
 */
export function parsePlatformTime(input: unknown): Date | null {
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? null : new Date(input.getTime());
  if (typeof input === 'number') return fromEpoch(input);
  if (typeof input !== 'string') return null;

  const text = input.trim();
  if (text === '') return null;
  if (/^-?\d+$/.test(text) && text.length >= 9) return fromEpoch(Number(text));

  const m = DATE_TIME.exec(text);
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '0', zone] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  const millis = Number(frac.padEnd(3, '0').slice(0, 3));
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;

  const wallClockAsUtc = Date.UTC(year, month - 1, day, hour, minute, second, millis);
  // Date.UTC rolls 2026-02-30 over to March; reject instead of silently moving it.
  const check = new Date(wallClockAsUtc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return null;
  }
  const offset = zone ? zoneOffsetMinutes(zone) : PLATFORM_UTC_OFFSET_MINUTES;
  return new Date(wallClockAsUtc - offset * 60_000);
}
