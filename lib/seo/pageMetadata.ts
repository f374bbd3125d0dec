import { cache } from 'react';
import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { getSiteConfig, lastSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import { platformMarkedDown } from '@/lib/http/requestContext';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { pageQuery } from '@/lib/routing/pageQuery';
import type { PageSeo, PublicPageSeo, SeoContext } from './page';
import { buildMetadata, documentTitle, unlistedMetadata } from './metadata';
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
 * The site's name for the title of a page that must not wait on the platform (a reader's own page, a
 * status page, a 404): the one this process knows, else asked for unless proxy.ts found the platform
 * down (the 503 page renders then, and its title is its own alone).
 */
export async function knownSiteName(): Promise<string | null> {
  const known = lastSiteConfig();
  if (known) return known.appName;
  if (await platformMarkedDown()) return null;
  return (await getSiteConfig().catch(() => null))?.appName ?? null;
}

/** A title as every page's tab shows it (lib/seo/metadata.ts documentTitle), for a page that must not wait on the platform. */
export async function siteDocumentTitle(title: string): Promise<string> {
  return documentTitle(title, await knownSiteName());
}

/**
 * A page's `generateMetadata` answer from its description. Unlisted pages never wait for the site
 * config while the platform is down: the 503 page is one of them, and it must render then.
 */
export async function pageMetadata(page: PageSeo): Promise<Metadata> {
  if (page.type === 'unlisted') {
    const [title, siteName] = await Promise.all([queryTitle(), knownSiteName()]);
    return unlistedMetadata(page, title, siteName);
  }
  const [context, preview] = await Promise.all([seoContext(), pagePreview(page)]);
  return buildMetadata(page, context, preview);
}
