import { pictureSrcSet, thumbnailUrl, type ImageSettings } from '@/lib/format/thumbnail';
import type { SiteConfig } from '@/lib/platform/siteConfig/siteConfig.types';
import type { ArticlePage, ArticleSummary } from './article.types';

// List cards fetched the platform's pictures as stored (1080 wide for a 112-pixel thumbnail): the
// site's image suffix names smaller styles, which the cards now take (docs/decisions/0059). Done on
// the server where the list is loaded, since the suffix is site config the browser does not hold.

export function imageSettingsOf(config: SiteConfig): ImageSettings {
  const { small, middle, big, path } = config.imageSuffix;
  return { suffix: { small, middle, big }, suffixPath: path };
}

/** The article with its card pictures sized (unchanged when the site configures no suffix). */
export function withSizedPictures(article: ArticleSummary, settings: ImageSettings): ArticleSummary {
  const thumb = article.image.small || article.image.middle;
  const big = article.image.big || article.image.middle;
  const sized = {
    thumb: thumbnailUrl(thumb, 'small', settings),
    bigSrcSet: pictureSrcSet(big, 'stored', settings),
    pictures: article.pictures.map((src) => thumbnailUrl(src, 'small', settings)),
    middle: thumbnailUrl(article.image.middle || big, 'middle', settings),
  };
  const changed =
    sized.thumb !== thumb || sized.bigSrcSet !== '' || sized.pictures.some((src, i) => src !== article.pictures[i]);
  return changed ? { ...article, sized } : article;
}

/** Every card of a list page sized. */
export function pageWithSizedPictures(page: ArticlePage, settings: ImageSettings): ArticlePage {
  const sized = (articles: ArticleSummary[]) => articles.map((article) => withSizedPictures(article, settings));
  return {
    ...page,
    articles: sized(page.articles),
    carousel: sized(page.carousel),
    liveArticles: sized(page.liveArticles),
    topModule: page.topModule ? { ...page.topModule, articles: sized(page.topModule.articles) } : null,
  };
}

/** The body column is the phone's width (less its margins): the browser picks from the styles by it. */
const BODY_PICTURE_SIZES = '100vw';

const decodeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const encodeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The article body's pictures with a srcset of the site's styles (docs/decisions/0067): a phone
 * fetched the stored 1080-wide picture for a 380-pixel column, its largest paint included. Runs on
 * the sanitised body (lib/content/sanitize.ts writes attributes double-quoted), adding only what is
 * built here from the picture's own address; unchanged when the site configures no suffix.
 */
export function withSizedBodyPictures(html: string, settings: ImageSettings): string {
  return html.replace(/<img\b[^>]*>/g, (tag) => {
    const src = /\ssrc="([^"]*)"/.exec(tag)?.[1];
    if (src === undefined || /\ssrcset=/i.test(tag)) return tag;
    const srcSet = pictureSrcSet(decodeAttribute(src), 'stored', settings);
    return srcSet === ''
      ? tag
      : `<img srcset="${encodeAttribute(srcSet)}" sizes="${BODY_PICTURE_SIZES}"${tag.slice('<img'.length)}`;
  });
}
