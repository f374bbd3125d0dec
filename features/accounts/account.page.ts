import { notFound } from 'next/navigation';
import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import { getXyAccountPage } from '@/features/accounts/server/accounts';
import { getAccountDynamics } from '@/features/accounts/server/reporters';
import { getAccountTopics } from '@/features/qa/server/qa';
import { definePage } from '@/lib/routing/definePage';
import type { PageSeo } from '@/lib/seo/page';
import { shareText } from '@/lib/seo/text';
import { articleItems, listCrumbs } from '../columns/listItems.page';
import { xyDetailRoute } from '@/features/accounts/paths';

/**
 * xyDetail: `/xyDetail/{id}.html`, a media account: who it is, its notice, its followers and its
 * articles page after page, and its ask-bar topics (docs/decisions/0026). An account that does not exist, or that the platform says to discard
 * (docs/product.md §4), is the 'account unavailable' page with status 404 (features/accounts/AccountUnavailable.tsx).
 * Public and cached: whether the reader follows it comes from the follow island after load.
 */
export const xyDetail = definePage(xyDetailRoute, {
  async load({ id }) {
    // The account's newest dynamics (getXyDynamic) beside its articles: secondary, none when it fails.
    const [page, config, topics, dynamics] = await Promise.all([
      getXyAccountPage(id),
      getSiteConfig(),
      getAccountTopics(id),
      getAccountDynamics(id),
    ]);
    if (!page) notFound();
    return { page, config, topics, dynamics };
  },
  seo({ page, config }): PageSeo {
    const { account } = page;
    return {
      type: 'profile',
      title: account.name,
      description: shareText(account.description, account.name),
      path: account.href,
      image: account.icon || undefined,
      // The account's icon is a small square: its preview is a card with its name (docs/decisions/0055).
      card: { kind: 'xy', id: account.id },
      profile: {
        kind: 'organization',
        name: account.name,
        description: account.description,
        image: account.icon || undefined,
        followers: account.followers,
      },
      items: articleItems(page.articles),
      breadcrumbs: listCrumbs(config.appName, { name: account.name, path: account.href }),
    };
  },
});
