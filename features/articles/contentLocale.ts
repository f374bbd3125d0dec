import { HTML_LANG, type Locale } from '@/lib/i18n/locales';

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

/**
 * The `lang` to put on a piece of content (a headline, a column's name) shown in the interface of
 * `interfaceLocale`: none where they agree, the content's own otherwise, so a screen reader reads a
 * Chinese headline in the Tibetan interface as Chinese. The interface language stays on <html>.
 */
export function contentLangAttr(text: string, interfaceLocale: string): string | undefined {
  const content = contentLocaleOf(text);
  return content === interfaceLocale ? undefined : HTML_LANG[content];
}
