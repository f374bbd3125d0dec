import { redirect as redirectTo } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { safeReturnPath } from '@/lib/auth/returnPath';
import { currentReader } from '@/lib/session/reader';
import { siteOrigin } from '@/lib/routing/site';
import { definePage } from '@/lib/routing/definePage';
import { pageQuery } from '@/lib/routing/pageQuery';
import type { PageSeo } from '@/lib/seo/page';
import { weixinSignInRoute } from './paths';

/**
 * weixinSignIn: `/weixinSignIn.html?redirect=/path.html`, the consent step before weixin's authorize
 * page (docs/decisions/0064). The way back is checked here and again by its handlers: our own
 * origin only. A reader already signed in has nothing to consent to here and goes straight back.
 */
export const weixinSignIn = definePage(weixinSignInRoute, {
  async load() {
    const [query, reader] = await Promise.all([pageQuery(), currentReader()]);
    const redirect = safeReturnPath(query.get('redirect'), siteOrigin());
    if (reader) redirectTo(redirect);
    return { redirect };
  },
  async seo(): Promise<PageSeo> {
    const t = await getTranslations('weixinSignIn');
    return { type: 'unlisted', title: t('title') };
  },
});
