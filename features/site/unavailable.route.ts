import { getTranslations } from 'next-intl/server';
import { BASE_PATH } from '@/lib/routing/basePath';
import { HOME_PATH } from '@/lib/routing/routes';
import { defineRoute } from '@/lib/routing/defineRoute';
import { NO_SEGMENTS } from '@/lib/routing/segments';
import { pageRequest, querySuffix } from '@/lib/routing/pageQuery';
import { serverMarkedBusy } from '@/lib/http/requestContext';

/** The retry link: the page the reader asked for, when it is one of ours, else home. */
export function retryHref(pathname: string, query: URLSearchParams): string {
  const own = pathname.startsWith('/') && !pathname.startsWith('//');
  return own ? `${BASE_PATH}${pathname}${querySuffix(query)}` : `${BASE_PATH}${HOME_PATH}`;
}

/**
 * The busy page is rendered once per language and served at any address (server/front.mjs): its
 * retry is the empty reference, which is the address the reader is at.
 */
const SAME_ADDRESS = '';

/**
 * unavailable: proxy.ts rewrites any page here, with status 503, while the platform is down or
 * too slow, or this server is too busy (docs/decisions/0033). It calls nothing on the platform,
 * so it always renders.
 */
export const unavailable = defineRoute({
  segments: NO_SEGMENTS,
  async load() {
    const [{ pathname, query }, busy] = await Promise.all([pageRequest(), serverMarkedBusy()]);
    return { busy, retryHref: busy ? SAME_ADDRESS : retryHref(pathname, query) };
  },
  async seo() {
    const [t, busy] = await Promise.all([getTranslations('error'), serverMarkedBusy()]);
    return { type: 'unlisted', title: t(busy ? 'busyTitle' : 'unavailableTitle') };
  },
});
