// The interface languages of SPEC section 1/9. `cn` is the platform's name for Chinese.
export const LOCALES = ['cn', 'bo', 'en', 'de', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'cn';
export const LOCALE_COOKIE = 'NEXT_LOCALE';

/** BCP 47 tags for `<html lang>`; screen readers and fonts depend on them. */
export const HTML_LANG: Record<Locale, string> = {
  cn: 'zh-CN',
  bo: 'bo',
  en: 'en',
  de: 'de',
  fr: 'fr',
};

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
