import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import { getFigurePage, getFigureReportsPage, getFigures } from '@/features/figures/server/figures';
import { definePage } from '@/lib/routing/definePage';
import type { PageSeo } from '@/lib/seo/page';
import { shareText } from '@/lib/seo/text';
import { articleItems, listCrumbs, personPageSeo } from '../columns/listItems.page';
import { figureDetailRoute, personageReportsRoute } from '@/features/figures/paths';

/** figureDetail without an id: the figures the newsroom follows (the way a reader finds them: docs/decisions/0031). */
export const FIGURE_LIST_PATH = figureDetailRoute.href();

/**
 * figureDetail: `/figureDetail/{id?}.html`, a public figure (a deputy, a model worker, an heir of a
 * craft): who they are and the newest reports about them, with the way to all of them. Without an
 * id, every figure. Public and cached; an unknown or withdrawn figure is a 404.
 */
export const figureDetail = definePage(figureDetailRoute, {
  async load({ id }) {
    const [config, t] = await Promise.all([getSiteConfig(), getTranslations('figure')]);
    if (id === undefined)
      return { mode: 'list' as const, figures: await getFigures(), page: null, config, title: t('listTitle') };
    const page = await getFigurePage(id);
    if (!page) notFound();
    return { mode: 'figure' as const, page, figures: null, config, title: t('listTitle') };
  },
  seo(data): PageSeo {
    const { config } = data;
    const listCrumb = { name: data.title, path: FIGURE_LIST_PATH };
    if (data.mode === 'list') {
      return {
        type: 'collection',
        title: data.title,
        description: shareText(data.figures.map((f) => `${f.name}，${f.title}`).join('；'), data.title),
        path: FIGURE_LIST_PATH,
        items: data.figures.map((f) => ({ name: f.name, path: f.href })),
        breadcrumbs: listCrumbs(config.appName, listCrumb),
      };
    }
    const { figure } = data.page;
    return {
      ...personPageSeo({
        name: figure.name,
        role: figure.title,
        intro: figure.intro,
        introFallback: `${figure.name} ${figure.title}`,
        path: figure.href,
        photo: figure.photo,
        articles: data.page.articles,
        siteName: config.appName,
      }),
      // A figure's photo is a small square: the preview is a card with the name (docs/decisions/0055).
      card: { kind: 'figure', id: figure.id },
      // The list of figures is the figure's parent: the way to the others (docs/decisions/0031).
      breadcrumbs: listCrumbs(config.appName, listCrumb, { name: figure.name, path: figure.href }),
    };
  },
});

/**
 * personageReports: `/personageReports/{id}.html`, 'reports collection': every report about a
 * figure, newest first, 20 a page and appended as the reader scrolls (MoreArticles).
 */
export const personageReports = definePage(personageReportsRoute, {
  async load({ id }) {
    const [page, config, t] = await Promise.all([getFigureReportsPage(id), getSiteConfig(), getTranslations('figure')]);
    if (!page) notFound();
    return { page, config, title: t('reportsTitle', { name: page.figure.name }), listTitle: t('listTitle') };
  },
  seo({ page, config, title, listTitle }): PageSeo {
    const { figure } = page;
    return {
      type: 'collection',
      title,
      description: shareText(figure.intro, title),
      path: figure.reportsHref,
      image: figure.photo || undefined,
      items: articleItems(page.articles),
      breadcrumbs: listCrumbs(
        config.appName,
        { name: listTitle, path: FIGURE_LIST_PATH },
        { name: figure.name, path: figure.href },
        { name: title, path: figure.reportsHref },
      ),
    };
  },
});
