import { PLATFORM_TIME_ZONE } from '@/lib/format/platformTime';

// The interface languages of docs/product.md §1 and §9. `cn` is the platform's name for Chinese.
export const LOCALES = ['cn', 'bo', 'en', 'de', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'cn';
export const LOCALE_COOKIE = 'NEXT_LOCALE';

/** The font a locale's text is set in; app/fonts.ts maps each to the files it ships. */
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
}

export const LOCALE_FACTS: Record<Locale, LocaleFacts> = {
  cn: { htmlLang: 'zh-CN', dir: 'ltr', ogLocale: 'zh_CN', dateLocale: 'zh-CN', timeZone: PLATFORM_TIME_ZONE, font: 'system' },
  bo: { htmlLang: 'bo', dir: 'ltr', ogLocale: 'bo_CN', dateLocale: 'bo', timeZone: PLATFORM_TIME_ZONE, font: 'tibetan' },
  en: { htmlLang: 'en', dir: 'ltr', ogLocale: 'en_US', dateLocale: 'en', timeZone: PLATFORM_TIME_ZONE, font: 'system' },
  de: { htmlLang: 'de', dir: 'ltr', ogLocale: 'de_DE', dateLocale: 'de', timeZone: PLATFORM_TIME_ZONE, font: 'system' },
  fr: { htmlLang: 'fr', dir: 'ltr', ogLocale: 'fr_FR', dateLocale: 'fr', timeZone: PLATFORM_TIME_ZONE, font: 'system' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
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
