import {
  differenceInDays,
  differenceInHours,
  differenceInMinutes,
  differenceInMonths,
  differenceInSeconds,
  differenceInYears,
} from 'date-fns';
import { PLATFORM_TIME_ZONE, parsePlatformTime } from './platformTime';
import { formatDateTime } from './dateTime';
import { pad2, wallClock, type WallClock } from './wallClock';

export { parsePlatformTime } from './platformTime';

/*
 * Publication times as the list and detail pages show them (docs/product.md §9: "under 1
 * minute 'just now', then minutes, hours, days, weeks, months, years by style 1-7").
 * The words are not produced here: a relative time comes back as a message key and
 * a count so the UI translates it with next-intl (messages `time.*`); only plain
 * numeric dates come back as text.
 *
 * Styles (a site picks one in its configuration):
 *   1  relative always ("3 days ago", "2 years ago")
 *   2  relative under 1 day, then MM-DD HH:mm (YYYY-MM-DD HH:mm outside the current year)
 *   3  relative under 1 day, then YYYY-MM-DD
 *   4  YYYY-MM-DD HH:mm always
 *   5  MM-DD always (YYYY-MM-DD outside the current year, so old items are not ambiguous)
 *   6  relative under 7 days, then YYYY-MM-DD
 *   7  long date in the reader's language: 2026年11月20日, November 20, 2026, 20. November 2026 ...
 * Any other style number behaves as style 1.
 *
 * Dates are shown in the platform's zone (Beijing) by default, not the host's, so
 * the server render and the browser agree and readers see the times editors set.
 * A time more than a minute in the future (clock skew aside, e.g. a scheduled
 * live) is never "ago": relative styles show it as YYYY-MM-DD HH:mm.
 * An unparseable time gives '' so the UI shows nothing rather than "NaN".
 */

export type RelativeTimeStyle = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export type RelativeTimeKey = 'justNow' | 'minutesAgo' | 'hoursAgo' | 'daysAgo' | 'weeksAgo' | 'monthsAgo' | 'yearsAgo';

export interface RelativeTimeParts {
  key: RelativeTimeKey;
  count: number;
}

/** Either a message key plus count (translate it) or finished date text. */
export type RelativeTime = RelativeTimeParts | string;

export interface RelativeTimeOptions {
  /** IANA zone the dates are shown in; defaults to the platform's (Asia/Shanghai). */
  timeZone?: string;
}

const DAY_MS = 86_400_000;

const ymd = (w: WallClock) => `${w.year}-${pad2(w.month)}-${pad2(w.day)}`;
const md = (w: WallClock) => `${pad2(w.month)}-${pad2(w.day)}`;
const hm = (w: WallClock) => `${pad2(w.hour)}:${pad2(w.minute)}`;

/** Long date in the reader's language (style 7): the site's one date formatter. */
export function longDate(date: Date, locale: string, timeZone: string = PLATFORM_TIME_ZONE): string {
  return formatDateTime(date, locale, 'date', timeZone);
}

/** Elapsed time as a message key and count; null for the future beyond a minute of skew. */
export function relativeParts(date: Date, now: Date): RelativeTimeParts | null {
  const seconds = differenceInSeconds(now, date);
  if (seconds < -60) return null;
  if (seconds < 60) return { key: 'justNow', count: 0 };
  const minutes = differenceInMinutes(now, date);
  if (minutes < 60) return { key: 'minutesAgo', count: minutes };
  const hours = differenceInHours(now, date);
  if (hours < 24) return { key: 'hoursAgo', count: hours };
  const days = differenceInDays(now, date);
  if (days < 7) return { key: 'daysAgo', count: days };
  const months = differenceInMonths(now, date);
  // Weeks until a whole calendar month has passed: 1-4 (a 31-day month can give 4).
  if (months < 1) return { key: 'weeksAgo', count: Math.floor(days / 7) };
  const years = differenceInYears(now, date);
  if (years < 1) return { key: 'monthsAgo', count: months };
  return { key: 'yearsAgo', count: years };
}

function normaliseStyle(style: number): RelativeTimeStyle {
  return Number.isInteger(style) && style >= 1 && style <= 7 ? (style as RelativeTimeStyle) : 1;
}

/**
 * A publication time for display. `date` may be a Date, epoch number or platform
 * string (read as Beijing time). See the style table above.
 */
export function relativeTime(
  date: Date | string | number,
  now: Date,
  style: RelativeTimeStyle | number,
  locale: string,
  options: RelativeTimeOptions = {},
): RelativeTime {
  const when = parsePlatformTime(date);
  if (!when || Number.isNaN(now.getTime())) return '';
  const timeZone = options.timeZone ?? PLATFORM_TIME_ZONE;
  const w = wallClock(when, timeZone);
  const sameYear = w.year === wallClock(now, timeZone).year;
  const full = () => `${ymd(w)} ${hm(w)}`;

  const relativeUnder = (limitMs: number, otherwise: () => string): RelativeTime => {
    const parts = relativeParts(when, now);
    if (!parts) return full();
    return now.getTime() - when.getTime() < limitMs ? parts : otherwise();
  };

  switch (normaliseStyle(style)) {
    case 1:
      return relativeParts(when, now) ?? full();
    case 2:
      return relativeUnder(DAY_MS, () => (sameYear ? `${md(w)} ${hm(w)}` : full()));
    case 3:
      return relativeUnder(DAY_MS, () => ymd(w));
    case 4:
      return full();
    case 5:
      return sameYear ? md(w) : ymd(w);
    case 6:
      return relativeUnder(7 * DAY_MS, () => ymd(w));
    case 7:
      return longDate(when, locale, timeZone);
  }
}

/**
 * The same time without 'now': what a page shows before the site's clock is known (the server's
 * HTML, cached for everyone, and the browser's first render, which must agree with it). Date and
 * time for the styles that read relative or month-day; the date for style 5; the long date for 7.
 */
export function absoluteTime(
  date: Date | string | number,
  style: RelativeTimeStyle | number,
  locale: string,
  options: RelativeTimeOptions = {},
): string {
  const when = parsePlatformTime(date);
  if (!when) return '';
  const timeZone = options.timeZone ?? PLATFORM_TIME_ZONE;
  const w = wallClock(when, timeZone);
  switch (normaliseStyle(style)) {
    case 5:
      return ymd(w);
    case 7:
      return longDate(when, locale, timeZone);
    default:
      return `${ymd(w)} ${hm(w)}`;
  }
}

/** Translate function shape; next-intl's `useTranslations('time')` fits it. */
export type RelativeTimeTranslate = (key: RelativeTimeKey, values: { count: number }) => string;

/** Turns a `relativeTime` result into display text. */
export function formatRelative(value: RelativeTime, t: RelativeTimeTranslate): string {
  return typeof value === 'string' ? value : t(value.key, { count: value.count });
}
