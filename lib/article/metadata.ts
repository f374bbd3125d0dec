import type { Metadata } from 'next';
import type { ArticleDetail } from '@/lib/types/articleDetail';
import type { SiteConfig } from '@/lib/types/siteConfig';
import { cutText } from '@/lib/format/cut';
import { absoluteUrl } from '@/lib/site';

/** SPEC section 9: share descriptions are cut to 100 characters. */
export const SHARE_DESCRIPTION_LIMIT = 100;

export function shareDescription(article: ArticleDetail): string {
  const text = article.summary || article.bodyHtml.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
  return cutText(text, SHARE_DESCRIPTION_LIMIT);
}

export function shareImage(article: ArticleDetail, config: SiteConfig): string {
  return article.image.big || article.image.middle || article.pictures[0]?.url || config.shareLogoUrl;
}

/** Title, description, canonical, Open Graph and Twitter cards, robots for previews. */
export function articleMetadata(article: ArticleDetail, config: SiteConfig, canonicalPath: string, options: { noindex?: boolean } = {}): Metadata {
  const description = shareDescription(article);
  const image = shareImage(article, config);
  // Absolute, with the base path: metadataBase is the bare origin, and a relative canonical
  // would resolve outside the base path (an address that only redirects home).
  const url = absoluteUrl(canonicalPath);
  return {
    title: `${article.title} - ${config.appName}`,
    description,
    alternates: { canonical: url },
    robots: article.preview || options.noindex ? { index: false, follow: false } : undefined,
    openGraph: {
      type: 'article',
      title: article.title,
      description,
      url,
      siteName: config.appName,
      images: image ? [{ url: image }] : [],
      publishedTime: article.publishedAt ?? undefined,
      section: article.columnName || undefined,
      tags: article.tags.map((tag) => tag.name),
    },
    twitter: { card: image ? 'summary_large_image' : 'summary', title: article.title, description, images: image ? [image] : [] },
  };
}
