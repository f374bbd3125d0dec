import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import { getDynamicPage, getReporterPage } from '@/features/accounts/server/reporters';
import { definePage } from '@/lib/routing/definePage';
import type { PageSeo } from '@/lib/seo/page';
import { shareText } from '@/lib/seo/text';
import { listCrumbs, personPageSeo } from '../columns/listItems.page';
import { dynamicDetailRoute, reporterRoute } from '@/features/accounts/paths';

/**
 * reporter: `/reporter/{id}.html`, a reporter and their articles, appended page after page until
 * one comes back empty; kept alive (back from an article restores the list and the scroll).
 */
export const reporter = definePage(reporterRoute, {
  async load({ id }) {
    const [page, config] = await Promise.all([getReporterPage(id), getSiteConfig()]);
    if (!page) notFound();
    return { page, config };
  },
  seo({ page, config }): PageSeo {
    const { reporter: person } = page;
    return {
      ...personPageSeo({
        name: person.name,
        role: person.intro,
        intro: person.intro,
        introFallback: `${person.desk} ${person.name}`,
        path: person.href,
        photo: person.icon,
        articles: page.articles,
        siteName: config.appName,
      }),
      // A reporter's photo is a small square: the preview is a card with the name (docs/decisions/0055).
      card: { kind: 'reporter', id: person.id },
    };
  },
});

/** dynamicDetail: `/dynamicDetail/{id}.html`, 'reporter dynamics': one post from the field and the reporter's others. */
export const dynamicDetail = definePage(dynamicDetailRoute, {
  async load({ id }) {
    const [page, config, t] = await Promise.all([getDynamicPage(id), getSiteConfig(), getTranslations('reporter')]);
    if (!page) notFound();
    return { page, config, title: t('dynamicsTitle') };
  },
  seo({ page, config, title }): PageSeo {
    const { dynamic } = page;
    const name = dynamic.reporter ? `${dynamic.reporter.name} · ${title}` : title;
    return {
      type: 'page',
      title: name,
      description: shareText(dynamic.content),
      path: dynamic.href,
      image: dynamic.pictures[0],
      breadcrumbs: listCrumbs(
        config.appName,
        ...(dynamic.reporter ? [{ name: dynamic.reporter.name, path: dynamic.reporter.href }] : []),
        { name, path: dynamic.href },
      ),
    };
  },
});
