import 'server-only';
import { getTranslations } from 'next-intl/server';
import { DEFAULT_LOCALE, HTML_LANG, isLocale, type Locale } from '@/lib/i18n/locales';
import { LOCALE_HEADER } from '@/lib/http/requestHeaders';
import { BASE_PATH } from '@/lib/routing/basePath';
import { homeRoute } from '@/features/columns/paths';
import { parseSegments } from '@/lib/routing/segments';
import { liteDetailRoute } from '@/features/articles/paths';
import { getArticleContent } from '@/features/articles/server/content';
import { getSiteConfig, lastSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import { isMissing } from '@/lib/platform/errors';
import { liteArticleHtml } from './liteArticle';
import { liteMessageDocument } from './liteDocument';

/** `/liteDetail/{columnId?}/{id}.html`, as the full article routes. */

function htmlResponse(html: string, status: number): Response {
  const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' };
  if (status === 503) headers['retry-after'] = '10';
  return new Response(html, { status, headers });
}

async function messagePage(locale: Locale, status: 404 | 503): Promise<Response> {
  const t = await getTranslations({ locale, namespace: 'lite' });
  const which = status === 404 ? 'missing' : 'unavailable';
  const html = liteMessageDocument({
    lang: HTML_LANG[locale],
    title: t(`${which}Title`),
    siteName: lastSiteConfig()?.appName ?? null,
    text: t(`${which}Text`),
    link: { href: `${BASE_PATH}${homeRoute.href()}`, text: t('home') },
  });
  return htmlResponse(html, status);
}

/**
 * The answer to `/liteDetail/{columnId?}/{id}.html`: the lite article, a 404 page when there is
 * no such article, a 503 page when the platform fails. The locale is the one proxy.ts resolved
 * (query or remembered choice); nothing else of the reader is read, so the page is cacheable.
 */
export async function liteDetailResponse(request: Request, params: string[] | undefined): Promise<Response> {
  const fromHeader = request.headers.get(LOCALE_HEADER);
  const locale: Locale = isLocale(fromHeader) ? fromHeader : DEFAULT_LOCALE;
  const ids = parseSegments(liteDetailRoute.segments, params);
  if (ids === null) return messagePage(locale, 404);
  const { id, columnId } = ids;
  try {
    const [article, config] = await Promise.all([getArticleContent(id, { columnId }), getSiteConfig()]);
    if (!article) return messagePage(locale, 404);
    return htmlResponse(await liteArticleHtml(article, config, locale), 200);
  } catch (error) {
    if (isMissing(error)) return messagePage(locale, 404);
    console.error('[lite] article failed', error);
    return messagePage(locale, 503);
  }
}
