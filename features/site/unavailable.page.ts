import { getTranslations } from 'next-intl/server';
import { BASE_PATH } from '@/lib/routing/basePath';
import { homeRoute } from '@/features/columns/paths';
import { definePage } from '@/lib/routing/definePage';
import { NO_SEGMENTS } from '@/lib/routing/segments';
import { pageRequest, querySuffix } from '@/lib/routing/pageQuery';
import { serverMarkedBusy } from '@/lib/http/requestContext';
import { lastSiteConfig } from '@/lib/platform/siteConfig/siteConfig';

/** The retry link: the page the reader asked for, when it is one of ours, else home. */
export function retryHref(pathname: string, query: URLSearchParams): string {
  const own = pathname.startsWith('/') && !pathname.startsWith('//');
  return own ? `${BASE_PATH}${pathname}${querySuffix(query)}` : `${BASE_PATH}${homeRoute.href()}`;
}

/**
 * The busy page is rendered once per language and served at any address (server/front.mjs): its
 * retry is the empty reference, which is the address the reader is at.
 */
const SAME_ADDRESS = '';

/** Not a route of its own (no address reaches it): proxy.ts rewrites a page here. */
const NOT_A_ROUTE = { segments: NO_SEGMENTS };

/**
 * unavailable: proxy.ts rewrites any page here, with status 503, while the platform is down or
 * too slow, or this server is too busy (docs/decisions/0033). It calls nothing on the platform,
 * so it always renders.
 */
export const unavailable = definePage(NOT_A_ROUTE, {
  async load() {
    const [{ pathname, query }, busy] = await Promise.all([pageRequest(), serverMarkedBusy()]);
    // The top bar names the app when this process has seen the config (asking the platform nothing).
    return {
      busy,
      retryHref: busy ? SAME_ADDRESS : retryHref(pathname, query),
      appName: lastSiteConfig()?.appName || null,
    };
  },
  async seo() {
    const [t, busy] = await Promise.all([getTranslations('error'), serverMarkedBusy()]);
    return { type: 'unlisted', title: t(busy ? 'busyTitle' : 'unavailableTitle') };
  },
});
