import type { Locale } from '@/lib/i18n/locales';

/**
 * `og:locale` (language_TERRITORY) per interface locale. When the per-locale record of issue 13
 * item 5 lands in lib/i18n/locales.ts, this map becomes a view of it.
 */
export const OG_LOCALE: Record<Locale, string> = {
  cn: 'zh_CN',
  bo: 'bo_CN',
  en: 'en_US',
  de: 'de_DE',
  fr: 'fr_FR',
};
