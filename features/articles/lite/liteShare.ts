import type { ArticleDetail } from '@/features/articles/articleDetail.types';
import type { SiteConfig } from '@/lib/platform/siteConfig/siteConfig.types';
import { articleDescription, articleImage } from '@/features/articles/share';
import { contentLocaleOf } from '@/features/articles/contentLocale';
import { HTML_LANG, ogLocale } from '@/lib/i18n/locales';
import { seoUrl } from '@/lib/seo/url';
import { escapeHtml } from './escape';
import type { LiteShare } from './liteDocument';

/** The language of the article's text, as `<html lang>` writes it (docs/decisions/0055). */
export function liteContentLang(article: Pick<ArticleDetail, 'title'>): string {
  return HTML_LANG[contentLocaleOf(article.title)];
}

/** What a link preview of the lite page reads: the full page's description and share picture (features/articles/share.ts). */
export function liteShareOf(article: ArticleDetail, config: SiteConfig): LiteShare {
  const image = articleImage(article, config);
  return {
    description: articleDescription(article),
    image: image ? seoUrl(image) : '',
    siteName: config.appName,
    ogLocale: ogLocale(contentLocaleOf(article.title)),
  };
}

/**
 * A link article's page is its cover and its link (its text is elsewhere): the lite page shows the
 * cover as its picture, as markup liteBodyHtml turns into one. '' for any other kind or no cover.
 */
export function linkCoverHtml(article: Pick<ArticleDetail, 'kind' | 'image' | 'title'>): string {
  const cover = article.image.big || article.image.middle || article.image.small;
  return article.kind === 'link' && cover
    ? `<p><img src="${escapeHtml(cover)}" alt="${escapeHtml(article.title)}"></p>`
    : '';
}
