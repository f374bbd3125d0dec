import type { Metadata } from 'next';
import type { PublicPageSeo, SeoContext, UnlistedPageSeo } from './page';
import { ogLocale } from '@/lib/i18n/locales';
import { seoUrl } from './url';
import { withoutBidiControls as plain } from '@/lib/format/bidi';
import { languageAlternates } from './alternates';
import { SITE_FEED_PATH } from '@/lib/routing/entryRoutes';
import type { PreviewImage } from '@/lib/seo/choosePreview';
import { contentLanguageOf } from './contentLanguage';

type OpenGraph = NonNullable<Metadata['openGraph']>;

/**
 * The one form of a document title: the page's own, then the site's name (`登录 - 高原融媒`), or the
 * page's alone when the site's name is not known (a status page while the platform is down).
 */
export function documentTitle(title: string, siteName: string | null): string {
  return siteName ? `${title} - ${siteName}` : title;
}

/**
 * A reader's own page or a status page: its title (or the `title` query), never indexed, since
 * what it shows is one reader's or nothing; no canonical or share card.
 */
export function unlistedMetadata(page: UnlistedPageSeo, queryTitle: string | null, siteName: string | null): Metadata {
  return { title: plain(queryTitle ?? documentTitle(page.title, siteName)), robots: { index: false, follow: false } };
}

/**
 * The one metadata builder of public pages: title, description, canonical, Open Graph (with
 * og:locale), hreflang alternates and feed links (decision 0023), Twitter card and robots, from
 * the page's description. Every URL is absolute (lib/seo/url.ts). The share picture is chosen and
 * measured before (lib/seo/previewImage.ts): og:image states its true size.
 * og:locale and the alternates speak of the page's text, not of the interface (docs/decisions/0055).
 */
export function buildMetadata(page: PublicPageSeo, context: SeoContext, preview: PreviewImage | null = null): Metadata {
  // Titles and descriptions are shown as plain text by tabs, share cards and search results, where
  // nothing isolates a reader's words: bidi controls in them (an override in a nickname or a
  // post) are dropped (lib/format/bidi.ts).
  const title = plain(page.title);
  const description = plain(page.description);
  const language = contentLanguageOf(page, context.locale);
  const { canonical: url, languages } = languageAlternates(page.path, context.locale, language.translated);
  // Feed readers find the site's feed from every page and a column's own from its pages.
  const feeds = [{ title: context.site.name, path: SITE_FEED_PATH }, ...(page.feeds ?? [])];
  const image =
    preview ??
    (page.image || context.site.shareLogoUrl ? { url: seoUrl(page.image || context.site.shareLogoUrl) } : null);
  const images = image ? [{ ...image, alt: title }] : [];
  return {
    title: plain(context.queryTitle ?? page.documentTitle ?? documentTitle(page.title, context.site.name)),
    description,
    alternates: {
      canonical: url,
      languages: Object.keys(languages).length > 0 ? languages : undefined,
      types: { 'application/rss+xml': feeds.map((feed) => ({ title: feed.title, url: seoUrl(feed.path) })) },
    },
    robots: page.robots,
    openGraph: {
      ...openGraphOfType(page),
      title,
      description,
      url,
      siteName: context.site.name,
      locale: ogLocale(language.locale),
      images,
    } as OpenGraph,
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title,
      description,
      images: images.map((i) => i.url),
    },
  };
}

/** The og:type of a page and the properties that come with it. */
function openGraphOfType(page: PublicPageSeo): OpenGraph {
  switch (page.type) {
    case 'article':
      return {
        type: 'article',
        publishedTime: page.article.publishedAt ?? undefined,
        section: page.article.section || undefined,
        tags: page.article.tags,
      };
    case 'video':
      return { type: 'video.other', videos: page.video.src ? [{ url: seoUrl(page.video.src) }] : [] };
    case 'live':
      return { type: 'video.other', videos: page.live.videoUrl ? [{ url: seoUrl(page.live.videoUrl) }] : [] };
    case 'profile':
      return { type: 'profile' };
    default:
      return { type: 'website' };
  }
}
