import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import { getHotPointAxis, getHotPoints } from '@/features/pages/server/pages';
import { definePage } from '@/lib/routing/definePage';
import type { PageSeo } from '@/lib/seo/page';
import { shareText } from '@/lib/seo/text';
import { timelineRoute } from '@/features/pages/paths';
import type { HotPointAxis, HotPointSummary } from '@/features/pages/pages.types';
import { listCrumbs } from '../columns/listItems.page';

export type HotPointView =
  | { kind: 'index'; siteName: string; title: string; topics: HotPointSummary[] }
  | { kind: 'axis'; siteName: string; indexTitle: string; topic: HotPointAxis };

/**
 * hotPointTimeAxis: `/timeline/{id?}.html` ('hot topic detail'). With an id, one hot topic's
 * events on a time axis, each with the article that reports it; without, the hot topics.
 */
export const timeline = definePage(timelineRoute, {
  async load({ id }): Promise<HotPointView> {
    const [t, config] = await Promise.all([getTranslations('pages.hotPoint'), getSiteConfig()]);
    if (id === undefined)
      return { kind: 'index', siteName: config.appName, title: t('indexTitle'), topics: await getHotPoints() };
    const topic = await getHotPointAxis(id);
    if (!topic) notFound();
    return { kind: 'axis', siteName: config.appName, indexTitle: t('indexTitle'), topic };
  },
  seo(view): PageSeo {
    if (view.kind === 'index') {
      return {
        type: 'collection',
        title: view.title,
        description: shareText(view.topics.map((topic) => topic.title).join('；'), view.title),
        path: timelineRoute.href(),
        items: view.topics.map((topic) => ({ name: topic.title, path: timelineRoute.href({ id: topic.id }) })),
        breadcrumbs: listCrumbs(view.siteName, { name: view.title, path: timelineRoute.href() }),
      };
    }
    const { topic } = view;
    return {
      type: 'collection',
      title: topic.title,
      description: shareText(topic.summary, topic.title),
      path: timelineRoute.href({ id: topic.id }),
      image: topic.image || undefined,
      // What the axis links to: the events' articles, in the axis's order.
      items: topic.events.flatMap((e) =>
        e.article ? [{ name: e.article.title, path: e.article.href || undefined }] : [],
      ),
      breadcrumbs: listCrumbs(
        view.siteName,
        { name: view.indexTitle, path: timelineRoute.href() },
        { name: topic.title, path: timelineRoute.href({ id: topic.id }) },
      ),
    };
  },
});
