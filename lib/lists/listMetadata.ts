import type { Metadata } from 'next';
import { getSiteConfig } from '@/lib/platform/config/siteConfig';
import { queryTitle } from '@/lib/http/queryTitle';

/**
 * Metadata of a list page: '{name} - {site}' (or the `title` query, SPEC section 2), a description,
 * the canonical path and a share preview with the site's share logo.
 */
export async function listMetadata(name: string, description: string, canonicalPath: string): Promise<Metadata> {
  const config = await getSiteConfig();
  const title = (await queryTitle()) ?? `${name} - ${config.appName}`;
  return {
    title,
    description,
    alternates: { canonical: canonicalPath },
    openGraph: { title, description, url: canonicalPath, siteName: config.appName, images: config.shareLogoUrl ? [config.shareLogoUrl] : [] },
  };
}
