import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import { getTagArticles } from '@/features/columns/server/tags';
import { definePage } from '@/lib/routing/definePage';
import type { PageSeo } from '@/lib/seo/page';
import { listPageSeo } from './listItems.page';
import { tagListRoute } from '@/features/columns/paths';

/** tagList: `/tagList/{tagId}.html`, the articles carrying one tag, newest first, page after page. */
export const tagList = definePage(tagListRoute, {
  async load({ tagId }) {
    const [page, config, t] = await Promise.all([getTagArticles(tagId, 0), getSiteConfig(), getTranslations('list')]);
    if (!page) notFound();
    return { page, config, title: t('tagTitle', { name: page.tag.name }) };
  },
  seo({ page, config, title }): PageSeo {
    return listPageSeo({
      title,
      path: tagListRoute.href({ tagId: page.tag.id }),
      articles: page.articles,
      siteName: config.appName,
    });
  },
});
