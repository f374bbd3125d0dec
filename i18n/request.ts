import { getRequestConfig } from 'next-intl/server';
import { cookies, headers } from 'next/headers';
import { DEFAULT_LOCALE, LOCALE_COOKIE, isLocale, LOCALE_FACTS, type Locale } from '@/lib/i18n/locales';
import { LOCALE_HEADER } from '@/lib/http/requestHeaders';

// The locale is not part of the URL (shared links must keep their platform paths):
// proxy.ts resolves it from `?lang=` or the cookie and passes it on in a request header.
export default getRequestConfig(async () => {
  const fromHeader = (await headers()).get(LOCALE_HEADER);
  const fromCookie = (await cookies()).get(LOCALE_COOKIE)?.value;
  const locale: Locale = isLocale(fromHeader) ? fromHeader : isLocale(fromCookie) ? fromCookie : DEFAULT_LOCALE;
  const messages = (await import(`../messages/${locale}.json`)).default;
  return { locale, messages, timeZone: LOCALE_FACTS[locale].timeZone };
});
