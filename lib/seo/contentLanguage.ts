import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import type { PublicPageSeo } from './page';

/**
 * The language of a page's own text (docs/decisions/0055): the interface's for a page whose text is
 * ours and translated; else the language the platform wrote it in, whatever the reader's interface
 * language (only the interface around the article is translated). og:locale, the JSON-LD
 * inLanguage and the hreflang alternates follow it.
 */
export function contentLanguageOf(
  page: PublicPageSeo,
  interfaceLocale: Locale,
): { locale: Locale; translated: boolean } {
  if (page.translated) return { locale: interfaceLocale, translated: true };
  switch (page.type) {
    case 'article':
      return { locale: page.article.contentLocale, translated: false };
    case 'video':
      return { locale: page.video.contentLocale, translated: false };
    case 'live':
      return { locale: page.live.contentLocale, translated: false };
    default:
      return { locale: page.contentLocale ?? DEFAULT_LOCALE, translated: false };
  }
}
