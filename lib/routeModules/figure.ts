import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getSiteConfig } from '@/lib/platform/config/siteConfig';
import { getFigurePage, getFigureReportsPage } from '@/lib/platform/figures/figures';
import { defineRoute } from '@/lib/routing/defineRoute';
import { segments } from '@/lib/routing/segments';
import type { PageSeo } from '@/lib/seo/page';
import { shareText } from '@/lib/seo/text';
import { articleItems, listCrumbs, personPageSeo } from './listItems';

/**
 * figureDetail: `/figureDetail/{id}.html`, a public figure (a deputy, a model worker, an heir of a
 * craft): who they are and the newest reports about them, with the way to all of them. Public and
 * cached; an unknown or withdrawn figure is a 404.
 */
export const figureDetail = defineRoute({
  segments: segments(['id']),
  async load({ id }) {
    const [page, config] = await Promise.all([getFigurePage(id), getSiteConfig()]);
    if (!page) notFound();
    return { page, config };
  },
  seo({ page, config }): PageSeo {
    const { figure } = page;
    return personPageSeo({
      name: figure.name, role: figure.title, intro: figure.intro, introFallback: `${figure.name} ${figure.title}`,
      path: figure.href, photo: figure.photo, articles: page.articles, siteName: config.appName,
    });
  },
});

/**
 * personageReports: `/personageReports/{id}.html`, 'reports collection': every report about a
 * figure, newest first, 20 a page and appended as the reader scrolls (MoreArticles).
 */
export const personageReports = defineRoute({
  segments: segments(['id']),
  async load({ id }) {
    const [page, config, t] = await Promise.all([getFigureReportsPage(id), getSiteConfig(), getTranslations('figure')]);
    if (!page) notFound();
    return { page, config, title: t('reportsTitle', { name: page.figure.name }) };
  },
  seo({ page, config, title }): PageSeo {
    const { figure } = page;
    return {
      type: 'collection',
      title,
      description: shareText(figure.intro, title),
      path: figure.reportsHref,
      image: figure.photo || undefined,
      items: articleItems(page.articles),
      breadcrumbs: listCrumbs(config.appName, { name: figure.name, path: figure.href }, { name: title, path: figure.reportsHref }),
    };
  },
});
