import type { ArticleDetail } from '@/lib/types/articleDetail';
import type { SiteConfig } from '@/lib/types/siteConfig';
import { HTML_LANG, type Locale } from '@/lib/i18n/locales';
import { shareDescription } from './metadata';

/** The site as a `NewsMediaOrganization`: the publisher of every article and video. */
export function publisherJsonLd(config: SiteConfig): object {
  return {
    '@type': 'NewsMediaOrganization',
    name: config.appName,
    logo: config.logoUrl ? { '@type': 'ImageObject', url: config.logoUrl } : undefined,
  };
}

/** JSON-LD `NewsArticle` with its publisher, in a `@graph` (as the BBC's pages do). */
export function articleJsonLd(article: ArticleDetail, config: SiteConfig, url: string, contentLocale: Locale = 'cn'): object {
  const author = article.bylines.find((b) => b.role === 'author');
  const images = [article.image.big, article.image.middle, ...article.pictures.map((p) => p.url)].filter(Boolean);
  const publisher = publisherJsonLd(config);
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'NewsArticle',
        headline: article.title,
        description: shareDescription(article),
        image: images.length > 0 ? images : undefined,
        datePublished: article.publishedAt ?? undefined,
        dateModified: article.publishedAt ?? undefined,
        author: author ? { '@type': 'Person', name: author.name } : publisher,
        publisher,
        mainEntityOfPage: url,
        inLanguage: HTML_LANG[contentLocale],
        articleSection: article.columnName || undefined,
      },
    ],
  };
}

/** JSON for a `<script>` element: `<` escaped so no text in it can close the element. */
export function serializeJsonLd(value: object): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
