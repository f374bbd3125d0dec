import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getSiteConfig } from '@/lib/platform/config/siteConfig';
import { getSubscriptionPage } from '@/lib/platform/subscriptions/subscriptions';
import { defineRoute } from '@/lib/routing/defineRoute';
import { segments } from '@/lib/routing/segments';
import type { PageSeo } from '@/lib/seo/page';
import { shareText } from '@/lib/seo/text';
import { listCrumbs } from './listItems';

/** subscriptionList: `/subscriptionList/{id?}.html`, the media accounts readers can follow, by category. */
export const subscriptionList = defineRoute({
  segments: segments(['id?']),
  async load({ id }) {
    const [page, config, t] = await Promise.all([getSubscriptionPage(id ?? null, 0), getSiteConfig(), getTranslations('list')]);
    if (!page) notFound();
    return { page, config, title: t('subscriptions') };
  },
  seo({ page, config, title }): PageSeo {
    const path = page.category ? `/subscriptionList/${page.category.id}.html` : '/subscriptionList.html';
    return {
      type: 'collection',
      title,
      description: shareText(title),
      path,
      items: page.accounts.map((account) => ({ name: account.name, path: account.href || undefined })),
      breadcrumbs: listCrumbs(config.appName, { name: title, path }),
    };
  },
});
