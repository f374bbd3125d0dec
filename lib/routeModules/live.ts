import { getLocale, getTranslations } from 'next-intl/server';
import { getSiteConfig } from '@/lib/platform/config/siteConfig';
import { getComingLives } from '@/lib/platform/live/coming';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { defineRoute } from '@/lib/routing/defineRoute';
import { NO_SEGMENTS } from '@/lib/routing/segments';
import type { PageSeo } from '@/lib/seo/page';
import { shareText } from '@/lib/seo/text';
import { listCrumbs } from './listItems';

/** moreLive: `/moreLive.html`, the broadcasts on air and coming (liveComing), each with its status. */
export const moreLive = defineRoute({
  segments: NO_SEGMENTS,
  async load() {
    const [lives, config, locale, t] = await Promise.all([getComingLives(), getSiteConfig(), getLocale(), getTranslations('list')]);
    return { lives, config, locale: isLocale(locale) ? locale : DEFAULT_LOCALE, title: t('liveArticles') };
  },
  seo({ lives, config, title }): PageSeo {
    const path = '/moreLive.html';
    return {
      type: 'collection',
      title,
      description: shareText(title),
      path,
      items: lives.map((live) => ({ name: live.title, path: live.href || undefined })),
      breadcrumbs: listCrumbs(config.appName, { name: title, path }),
    };
  },
});
