import type { Locale } from '@/lib/i18n/locales';

/**
 * The language of the content itself (not the interface): the platform does not say, so it is
 * read from the script of the title. Chinese by default.
 */
export function contentLocaleOf(text: string): Locale {
  if (/[\u4e00-\u9fff]/.test(text)) return 'cn';
  if (/[\u0f00-\u0fff]/.test(text)) return 'bo';
  if (/[A-Za-z]/.test(text)) return 'en';
  return 'cn';
}
