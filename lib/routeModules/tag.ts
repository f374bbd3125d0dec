import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getSiteConfig } from '@/lib/platform/config/siteConfig';
import { getTagArticles } from '@/lib/platform/lists/tags';
import { defineRoute } from '@/lib/routing/defineRoute';
import { segments } from '@/lib/routing/segments';
import type { PageSeo } from '@/lib/seo/page';
import { shareText } from '@/lib/seo/text';
import { articleItems, listCrumbs } from './listItems';

/** tagList: `/tagList/{tagId}.html`, the articles carrying one tag, newest first, page after page. */
export const tagList = defineRoute({
  segments: segments(['tagId']),
  async load({ tagId }) {
    const [page, config, t] = await Promise.all([getTagArticles(tagId, 0), getSiteConfig(), getTranslations('list')]);
    if (!page) notFound();
    return { page, config, title: t('tagTitle', { name: page.tag.name }) };
  },
  seo({ page, config, title }): PageSeo {
    const path = `/tagList/${page.tag.id}.html`;
    return {
      type: 'collection',
      title,
      description: shareText(title),
      path,
      items: articleItems(page.articles),
      breadcrumbs: listCrumbs(config.appName, { name: title, path }),
    };
  },
});
