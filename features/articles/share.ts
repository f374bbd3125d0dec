import type { ArticleDetail } from '@/features/articles/articleDetail.types';
import type { SiteConfig } from '@/lib/platform/siteConfig/siteConfig.types';
import { plainText, shareText } from '@/lib/seo/text';

/** An article's description for tags and share cards: its summary, else the start of its text. */
export function articleDescription(article: ArticleDetail): string {
  return shareText(article.summary, plainText(article.bodyHtml));
}

/** An article's share picture: its own, else its first photo, else the site's share logo. */
export function articleImage(article: ArticleDetail, config: SiteConfig): string {
  return article.image.big || article.image.middle || article.pictures[0]?.url || config.shareLogoUrl;
}
