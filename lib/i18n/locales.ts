import { PLATFORM_TIME_ZONE } from '@/lib/format/platformTime';
import siteFacts from '@/lib/siteFacts.json';

// The interface languages of docs/product.md §1 and §9. `cn` is the platform's name for Chinese.
// The list and the cookie are in lib/siteFacts.json, which the front server reads too.

/** The font a locale's text is set in (globals.css: html:lang(bo) sets Tibetan's, lib/i18n/fonts.ts ships it). */
export type LocaleFont = 'system' | 'tibetan';

/** Everything that depends on the interface language, in one place per locale. */
export interface LocaleFacts {
  /** BCP 47 tag for `<html lang>` and JSON-LD `inLanguage`; screen readers and fonts depend on it. */
  htmlLang: string;
  dir: 'ltr' | 'rtl';
  /** Open Graph's language_TERRITORY form, for `og:locale`. */
  ogLocale: string;
  /** The tag dates and numbers are formatted with (Intl). */
  dateLocale: string;
  /**
   * The IANA zone times are shown in. The platform's wall-clock times are Beijing time, and
   * editors set them there: every locale shows them so (lib/format/platformTime.ts).
   */
  timeZone: string;
  /** System fonts cover Chinese and Latin; most phones lack Tibetan, so it ships its own. */
  font: LocaleFont;
  /** The tag a count's digits are written with (Intl: the decimal sign, lib/format/count.ts). */
  countLocale: string;
  /**
   * docs/product.md §9, counts: the units a count of a thousand and more is shown in, largest first,
   * each with the text after the number (space included). SPEC's rule is Chinese's, the default
   * locale's: 1.2k+ from a thousand, 1.2万+ from ten thousand (and 亿 from a hundred million); the
   * other languages translate it into their own units (English's k and M, …). Tibetan counts as
   * English does: it has no short forms of its own (CLDR's are the root's K and M).
   */
  countUnits: readonly CountUnit[];
}

/** A unit of a shortened count: from `size` on, counts are shown in it, followed by `suffix`. */
export interface CountUnit {
  size: number;
  suffix: string;
}

/** The Latin languages' units: thousands (k) and millions (M), as English writes them. */
const ENGLISH_UNITS: readonly CountUnit[] = [
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'k' },
];

const FACTS = {
  cn: {
    htmlLang: 'zh-CN',
    dir: 'ltr',
    ogLocale: 'zh_CN',
    dateLocale: 'zh-CN',
    timeZone: PLATFORM_TIME_ZONE,
    font: 'system',
    countLocale: 'zh-CN',
    countUnits: [
      { size: 1e8, suffix: '亿' },
      { size: 1e4, suffix: '万' },
      { size: 1e3, suffix: 'k' },
    ],
  },
  bo: {
    htmlLang: 'bo',
    dir: 'ltr',
    ogLocale: 'bo_CN',
    dateLocale: 'bo',
    timeZone: PLATFORM_TIME_ZONE,
    font: 'tibetan',
    countLocale: 'en',
    countUnits: ENGLISH_UNITS,
  },
  en: {
    htmlLang: 'en',
    dir: 'ltr',
    ogLocale: 'en_US',
    dateLocale: 'en',
    timeZone: PLATFORM_TIME_ZONE,
    font: 'system',
    countLocale: 'en',
    countUnits: ENGLISH_UNITS,
  },
  // German and French set a (no-break) space between the number and its unit, as their own short forms do.
  de: {
    htmlLang: 'de',
    dir: 'ltr',
    ogLocale: 'de_DE',
    dateLocale: 'de',
    timeZone: PLATFORM_TIME_ZONE,
    font: 'system',
    countLocale: 'de',
    countUnits: [
      { size: 1e6, suffix: '\u00a0Mio.' },
      { size: 1e3, suffix: '\u00a0Tsd.' },
    ],
  },
  fr: {
    htmlLang: 'fr',
    dir: 'ltr',
    ogLocale: 'fr_FR',
    dateLocale: 'fr',
    timeZone: PLATFORM_TIME_ZONE,
    font: 'system',
    countLocale: 'fr',
    countUnits: [
      { size: 1e6, suffix: '\u00a0M' },
      { size: 1e3, suffix: '\u00a0k' },
    ],
  },
} satisfies Record<string, LocaleFacts>;

export type Locale = keyof typeof FACTS;
export const LOCALE_FACTS: Readonly<Record<Locale, LocaleFacts>> = FACTS;

/** siteFacts.json's locales, which must be exactly those with facts (checked when this module loads). */
function checkedLocales(listed: readonly string[]): readonly [Locale, ...Locale[]] {
  const known = Object.keys(FACTS);
  if (listed.length !== known.length || !listed.every((locale) => known.includes(locale))) {
    throw new Error(
      `lib/siteFacts.json locales (${listed.join(', ')}) are not those of LOCALE_FACTS (${known.join(', ')})`,
    );
  }
  return listed as unknown as readonly [Locale, ...Locale[]];
}

/** The interface locales; the first is the default. */
export const LOCALES = checkedLocales(siteFacts.locales);
export const DEFAULT_LOCALE: Locale = LOCALES[0];
export const LOCALE_COOKIE: string = siteFacts.localeCookie;

/** Each language named in itself, as a language switch shows it. */
export const LOCALE_AUTONYM: Record<Locale, string> = {
  cn: '中文',
  bo: 'བོད་ཡིག',
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Our locale for an interface locale or a BCP 47 tag of its language (`cn`, `zh-CN`, `zh`,
 * `bo-CN`, `en-GB` …); null for a language we do not have.
 */
export function localeOfTag(tag: string): Locale | null {
  if (isLocale(tag)) return tag;
  const language = tag.toLowerCase().split('-')[0] ?? '';
  return LOCALES.find((locale) => LOCALE_FACTS[locale].htmlLang.toLowerCase().split('-')[0] === language) ?? null;
}

/** The facts of a locale; anything that is not one of ours gets the default locale's. */
export function localeFacts(locale: unknown): LocaleFacts {
  return LOCALE_FACTS[isLocale(locale) ? locale : DEFAULT_LOCALE];
}

/** `og:locale` for the SEO builder (cn → zh_CN, bo → bo_CN, ...). */
export function ogLocale(locale: unknown): string {
  return localeFacts(locale).ogLocale;
}

/** `<html lang>` per locale; a view of LOCALE_FACTS for the modules that index it by locale. */
export const HTML_LANG: Record<Locale, string> = Object.fromEntries(
  LOCALES.map((locale) => [locale, LOCALE_FACTS[locale].htmlLang]),
) as Record<Locale, string>;
