import { cache } from 'react';
import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { pageQuery } from '@/lib/routing/pageQuery';
import type { PageSeo, PublicPageSeo, SeoContext } from './page';
import { buildMetadata, unlistedMetadata } from './metadata';
import { titleFromQuery } from './queryTitle';
import { previewImageOf } from '@/lib/seo/previewImage';

async function queryTitle(): Promise<string | null> {
  return titleFromQuery(await pageQuery());
}

/** What every public page's tags share, read once per render: the site, the locale, the title query. */
export const seoContext = cache(async (): Promise<SeoContext> => {
  const [config, locale, title] = await Promise.all([getSiteConfig(), getLocale(), queryTitle()]);
  return {
    site: { name: config.appName, logoUrl: config.logoUrl, shareLogoUrl: config.shareLogoUrl },
    locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
    queryTitle: title,
  };
});

/**
 * A page's share picture with its size (lib/seo/previewImage.ts), chosen once
 * per render: og:image and the picture early in the body (components/seo/PreviewImage.tsx) agree.
 */
export const pagePreview = cache(async (page: PublicPageSeo) => previewImageOf(page));

/**
 * A page's `generateMetadata` answer from its description. Unlisted pages never wait for the site
 * config: the 503 page is one of them, and it must render while the platform is down.
 */
export async function pageMetadata(page: PageSeo): Promise<Metadata> {
  if (page.type === 'unlisted') return unlistedMetadata(page, await queryTitle());
  const [context, preview] = await Promise.all([seoContext(), pagePreview(page)]);
  return buildMetadata(page, context, preview);
}
