import { getTranslations } from 'next-intl/server';
import { BASE_PATH } from '@/lib/basePath';
import { HOME_PATH } from '@/lib/routes';
import { defineRoute } from '@/lib/routing/defineRoute';
import { NO_SEGMENTS } from '@/lib/routing/segments';
import { pageRequest, querySuffix } from '@/lib/routing/pageQuery';

/** The retry link: the page the reader asked for, when it is one of ours, else home. */
export function retryHref(pathname: string, query: URLSearchParams): string {
  const own = pathname.startsWith('/') && !pathname.startsWith('//');
  return own ? `${BASE_PATH}${pathname}${querySuffix(query)}` : `${BASE_PATH}${HOME_PATH}`;
}

/**
 * unavailable: proxy.ts rewrites any page here, with status 503, while the platform is down or
 * too slow. It calls nothing on the platform, so it always renders.
 */
export const unavailable = defineRoute({
  segments: NO_SEGMENTS,
  async load() {
    const { pathname, query } = await pageRequest();
    return { retryHref: retryHref(pathname, query) };
  },
  async seo() {
    const t = await getTranslations('error');
    return { type: 'unlisted', title: t('unavailableTitle') };
  },
});
