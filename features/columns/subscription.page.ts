import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import { getSubscriptionPage } from '@/features/columns/server/subscriptions';
import { getRecommendedAccounts } from '@/features/accounts/server/accounts';
import { pageParam } from '@/lib/format/paging';
import { subscriptionHref } from '@/features/columns/paths';
import { definePage } from '@/lib/routing/definePage';
import { pageQuery } from '@/lib/routing/pageQuery';
import type { PageSeo } from '@/lib/seo/page';
import { shareText } from '@/lib/seo/text';
import { listCrumbs } from './listItems.page';
import { subscriptionListRoute } from '@/features/columns/paths';

/**
 * subscriptionList: `/subscriptionList/{id?}.html[?page=N]`, the media accounts readers can follow,
 * by category, 20 a page; the first page also offers the accounts the platform recommends
 * (recommendXys, the anonymous answer: the page is the same for everyone and cached). Who follows
 * what comes from the follow buttons after load.
 */
export const subscriptionList = definePage(subscriptionListRoute, {
  async load({ id }) {
    const pageNumber = pageParam((await pageQuery()).get('page'));
    if (pageNumber === null) notFound();
    const [page, config, t] = await Promise.all([
      getSubscriptionPage(id ?? null, pageNumber),
      getSiteConfig(),
      getTranslations('list'),
    ]);
    if (!page) notFound();
    const recommended = page.page === 0 ? await getRecommendedAccounts() : [];
    return { page, recommended, config, title: t('subscriptions') };
  },
  seo({ page, config, title }): PageSeo {
    const path = subscriptionHref(page.category?.id ?? null, page.page);
    return {
      type: 'collection',
      title,
      description: shareText(title),
      path,
      items: page.accounts.map((account) => ({ name: account.name, path: account.href })),
      breadcrumbs: listCrumbs(config.appName, { name: title, path }),
    };
  },
});
