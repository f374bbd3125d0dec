import { DEFAULT_LOCALE, HTML_LANG, LOCALES, type Locale } from '@/lib/i18n/locales';
import { seoUrl } from './url';

/**
 * The address of a page in one interface language. The interface language is chosen by the
 * `lang` query (proxy.ts), which the page cache keys on; the default language is the bare path.
 */
export function localizedUrl(path: string, locale: Locale): string {
  const url = seoUrl(path);
  if (locale === DEFAULT_LOCALE) return url;
  return `${url}${url.includes('?') ? '&' : '?'}lang=${locale}`;
}

/**
 * hreflang alternates of a page (decision 0023): one per interface language, keyed by its BCP 47
 * tag, and `x-default` naming the bare path. Each language version names itself as canonical, as
 * search engines expect of alternates; the default language's is the bare path.
 *
 * Only a page whose text is translated has language versions (docs/decisions/0055): a page of the
 * platform's text reads the same in every interface language but for the buttons around it, so its
 * `?lang=` addresses are the one page, whose canonical is the bare path, and it has no alternates.
 */
export function languageAlternates(
  path: string,
  locale: Locale,
  translated = true,
): { canonical: string; languages: Record<string, string> } {
  if (!translated) return { canonical: seoUrl(path), languages: {} };
  const languages: Record<string, string> = {};
  for (const each of LOCALES) languages[HTML_LANG[each]] = localizedUrl(path, each);
  languages['x-default'] = seoUrl(path);
  return { canonical: localizedUrl(path, locale), languages };
}
