import { PLATFORM_TIME_ZONE, parsePlatformTime } from './platformTime';
import { pad2, wallClock, type WallClock } from './wallClock';

/**
 * The one formatter of absolute dates and times the reader sees (docs/decisions/0025; the Chinese interface
 * showed 11/13/2026 and "06:51 PM" because Intl does not know our locale code `cn` and fell back
 * to US English). Every page writes dates through here; a static test refuses Intl date
 * formatting anywhere else (lib/format/dateTime.test.ts).
 *
 * - Chinese: the site's style, 2026年11月13日, 11月13日, 18:51 (24-hour).
 * - Tibetan: spelled out here (browsers ship trimmed ICU data without Tibetan, and the server's
 *   text must equal the browser's): སྤྱི་ལོ་2026 ཟླ་11 ཚེས་13, 24-hour times.
 * - English, German, French: their own conventions through Intl (13 November 2026 / 13. November
 *   2026 / 13 novembre 2026; 24-hour times in German and French, 12-hour in English).
 *
 * Times are shown in the platform's zone (Beijing) unless told otherwise, so the server render
 * and the browser agree and readers see the times editors set. An unparseable value gives ''.
 */
/** `numericDay`: month and day in digits (11/18, 18.11.), for tiles a seventh of a phone wide. */
export type DateTimeKind = 'date' | 'dateTime' | 'monthDay' | 'monthDayTime' | 'numericDay' | 'time';

type Spell = Record<DateTimeKind, (f: WallClock) => string>;

const hm = (f: WallClock) => `${pad2(f.hour)}:${pad2(f.minute)}`;

const CHINESE: Spell = {
  date: (f) => `${f.year}年${f.month}月${f.day}日`,
  dateTime: (f) => `${f.year}年${f.month}月${f.day}日 ${hm(f)}`,
  monthDay: (f) => `${f.month}月${f.day}日`,
  monthDayTime: (f) => `${f.month}月${f.day}日 ${hm(f)}`,
  numericDay: (f) => `${f.month}/${f.day}`,
  time: hm,
};

const TIBETAN: Spell = {
  date: (f) => `སྤྱི་ལོ་${f.year} ཟླ་${f.month} ཚེས་${f.day}`,
  dateTime: (f) => `སྤྱི་ལོ་${f.year} ཟླ་${f.month} ཚེས་${f.day} ${hm(f)}`,
  monthDay: (f) => `ཟླ་${f.month} ཚེས་${f.day}`,
  monthDayTime: (f) => `ཟླ་${f.month} ཚེས་${f.day} ${hm(f)}`,
  numericDay: (f) => `${f.month}/${f.day}`,
  time: hm,
};

/** Intl's options per kind, for the languages whose conventions Intl knows everywhere. */
const INTL_OPTIONS: Record<DateTimeKind, Intl.DateTimeFormatOptions> = {
  date: { year: 'numeric', month: 'long', day: 'numeric' },
  dateTime: { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit' },
  monthDay: { month: 'long', day: 'numeric' },
  monthDayTime: { month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit' },
  numericDay: { month: 'numeric', day: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit' },
};

/** Our locale codes as Intl knows them (ours say `cn` for Chinese). */
const INTL_LOCALE: Record<string, string> = { en: 'en-GB', de: 'de-DE', fr: 'fr-FR' };

const intlFormatters = new Map<string, Intl.DateTimeFormat>();

function intlFormat(date: Date, locale: string, kind: DateTimeKind, timeZone: string): string {
  const key = `${locale}|${kind}|${timeZone}`;
  let formatter = intlFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(INTL_LOCALE[locale] ?? locale, { ...INTL_OPTIONS[kind], timeZone });
    intlFormatters.set(key, formatter);
  }
  return formatter.format(date);
}

function baseLanguage(locale: string): string {
  const l = locale.toLowerCase();
  if (l === 'cn' || l === 'zh' || l.startsWith('zh-')) return 'cn';
  if (l === 'bo' || l.startsWith('bo-')) return 'bo';
  return l.split('-')[0] ?? l;
}

/** A date or time in the reader's language; `value` may be a Date, an epoch or a platform string. */
export function formatDateTime(
  value: Date | string | number,
  locale: string,
  kind: DateTimeKind,
  timeZone: string = PLATFORM_TIME_ZONE,
): string {
  const date = parsePlatformTime(value);
  if (!date) return '';
  const language = baseLanguage(locale);
  if (language === 'cn') return CHINESE[kind](wallClock(date, timeZone));
  if (language === 'bo') return TIBETAN[kind](wallClock(date, timeZone));
  return intlFormat(date, language, kind, timeZone);
}

/** The machine-readable value for `<time dateTime>`: ISO 8601 in UTC, '' when unparseable. */
export function isoDateTime(value: Date | string | number): string {
  return parsePlatformTime(value)?.toISOString() ?? '';
}
