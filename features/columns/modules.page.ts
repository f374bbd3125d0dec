import { notFound } from 'next/navigation';
import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import { getModuleGroup } from '@/features/columns/server/modules';
import { parseId } from '@/lib/http/apiResponses';
import { definePage } from '@/lib/routing/definePage';
import { pageQuery } from '@/lib/routing/pageQuery';
import type { PageSeo } from '@/lib/seo/page';
import { shareText } from '@/lib/seo/text';
import { listCrumbs } from './listItems.page';
import { moreModulesRoute } from '@/features/columns/paths';

/** moreModules: `/moreModules.html?id=` (the group), every item of a module group with the office behind each service. */
export const moreModules = definePage(moreModulesRoute, {
  async load() {
    const id = parseId((await pageQuery()).get('id'));
    if (id === null) notFound();
    const [group, config] = await Promise.all([getModuleGroup(id), getSiteConfig()]);
    if (!group) notFound();
    return { group, config };
  },
  seo({ group, config }): PageSeo {
    const path = moreModulesRoute.href(undefined, { id: group.id });
    return {
      type: 'collection',
      title: group.title,
      description: shareText(group.title),
      path,
      items: group.items.map((item) => ({ name: item.name, path: item.href || undefined })),
      breadcrumbs: listCrumbs(config.appName, { name: group.title, path }),
    };
  },
});
