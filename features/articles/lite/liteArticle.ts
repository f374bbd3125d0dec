import { getTranslations } from 'next-intl/server';
import type { ArticleDetail } from '@/features/articles/articleDetail.types';
import type { SiteConfig } from '@/lib/platform/siteConfig/siteConfig.types';
import type { Locale } from '@/lib/i18n/locales';
import { HTML_LANG } from '@/lib/i18n/locales';
import { articleDetailLink } from '@/features/articles/paths';
import { BASE_PATH } from '@/lib/routing/basePath';
import { absoluteUrl } from '@/lib/routing/site';
import { relativeTime } from '@/lib/format/relativeTime';
import { thumbnailUrl } from '@/lib/format/thumbnail';
import { escapeHtml } from './escape';
import { liteBodyHtml } from './liteBody';
import { liteArticleDocument } from './liteDocument';
import { linkCoverHtml, liteContentLang, liteShareOf } from './liteShare';

/** docs/product.md §9, style 4: the full date and time, as the full detail page shows it. */
const DETAIL_TIME_STYLE = 4;

/**
 * What stands outside the body on the full page, as markup liteBodyHtml turns into links: the
 * video of a video article before the text, the pictures of a photo set after it, a link article's cover.
 */
function withMedia(article: ArticleDetail): string {
  const video = article.video ? `<p><video src="${escapeHtml(article.video.url)}"></video></p>` : '';
  const pictures =
    article.kind === 'photos'
      ? article.pictures
          .map(
            (picture) =>
              `<figure><img src="${escapeHtml(picture.url)}" alt="${escapeHtml(picture.caption)}"><figcaption>${escapeHtml(picture.caption)}</figcaption></figure>`,
          )
          .join('')
      : '';
  return `${linkCoverHtml(article)}${video}${article.bodyHtml}${pictures}`;
}

/** The lite page of one article: its words in the reader's language, the article in its own. */
export async function liteArticleHtml(article: ArticleDetail, config: SiteConfig, locale: Locale): Promise<string> {
  const t = await getTranslations({ locale });
  const fullPath = articleDetailLink(article).href;
  const source = article.bylines.find((byline) => byline.role === 'source');
  const imageSettings = { suffix: config.imageSuffix, suffixPath: config.imageSuffix.path };
  const date = article.publishedAt ? relativeTime(article.publishedAt, new Date(), DETAIL_TIME_STYLE, locale) : '';
  return liteArticleDocument({
    lang: liteContentLang(article),
    interfaceLang: HTML_LANG[locale],
    share: liteShareOf(article, config),
    title: article.title,
    source: source ? t('article.sourceIs', { name: source.name }) : '',
    date: typeof date === 'string' ? date : '',
    dateTime: article.publishedAt ?? '',
    bodyHtml: liteBodyHtml(
      withMedia(article),
      { picture: (number) => t('lite.picture', { number }), video: t('lite.video') },
      // The site's middle thumbnail where the image service makes one: a phone-wide picture.
      { firstPictureUrl: (url) => thumbnailUrl(url, 'middle', imageSettings) },
    ),
    canonicalUrl: absoluteUrl(fullPath),
    fullHref: `${BASE_PATH}${fullPath}`,
    labels: { fullVersion: t('lite.fullVersion'), note: t('lite.note') },
  });
}
