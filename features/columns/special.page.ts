import { notFound } from 'next/navigation';
import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import { getColumn } from '@/features/columns/server/columns';
import { getArticles } from '@/features/columns/server/articles';
import { getSpecialTopic } from '@/features/columns/server/special';
import type { SpecialTopic } from '@/features/columns/special.types';
import { definePage } from '@/lib/routing/definePage';
import type { PageSeo } from '@/lib/seo/page';
import { shareText } from '@/lib/seo/text';
import { articleItems, listCrumbs, listPageSeo } from './listItems.page';
import { specDetailRoute, specMoreRoute } from '@/features/columns/paths';

/** Articles a section shows on the topic's page; the rest are a tap away on specMore. */
export const SECTION_PREVIEW = 5;

/**
 * specDetail's special-topic column: the last segment in our own links (`/specDetail/{linkID}/{id}`),
 * the first in the platform's share links (`/specDetail/{subColumnID}/{fileId}`). Both are tried,
 * the last first, each once.
 */
export function specialCandidates(ids: { linkId?: number; id: number }): number[] {
  return [...new Set([ids.id, ...(ids.linkId === undefined ? [] : [ids.linkId])])];
}

/** specDetail: `/specDetail/{linkID?}/{id}.html`, a topic's banner, description and sections. */
export const specDetail = definePage(specDetailRoute, {
  async load(ids): Promise<{ topic: SpecialTopic; config: Awaited<ReturnType<typeof getSiteConfig>> }> {
    const config = await getSiteConfig();
    for (const candidate of specialCandidates(ids)) {
      const topic = await getSpecialTopic(candidate);
      if (topic) return { topic, config };
    }
    notFound();
  },
  seo({ topic, config }): PageSeo {
    const path = specDetailRoute.href({ id: topic.column.id });
    return {
      type: 'collection',
      title: topic.column.name,
      description: shareText(topic.column.description, topic.column.name),
      path,
      image: topic.bannerUrl || undefined,
      items: articleItems(topic.sections.flatMap((section) => section.articles.slice(0, SECTION_PREVIEW))),
      breadcrumbs: listCrumbs(config.appName, { name: topic.column.name, path }),
    };
  },
});

/** specMore: `/specMore/{columnId}.html`, every article of one topic sub-column, page after page. */
export const specMore = definePage(specMoreRoute, {
  async load({ columnId }) {
    const column = await getColumn(columnId);
    if (!column) notFound();
    const [config, page] = await Promise.all([getSiteConfig(), getArticles(column.id, 0)]);
    return { column, config, page };
  },
  seo({ column, config, page }): PageSeo {
    return listPageSeo({
      title: column.name,
      description: column.description,
      path: specMoreRoute.href({ columnId: column.id }),
      articles: page.articles,
      siteName: config.appName,
    });
  },
});
