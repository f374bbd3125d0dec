import type { ArticleSummary } from '@/lib/types/article';
import type { CollectionSeo, Crumb } from '@/lib/seo/page';
import { shareText } from '@/lib/seo/text';

/** The ItemList entries of a list of articles: each one's title and address, in the list's order. */
export function articleItems(articles: readonly ArticleSummary[]): CollectionSeo['items'] {
  return articles.map((article) => ({ name: article.title, path: article.href || undefined }));
}

/** The breadcrumb trail of a list page: the site's home, then `trail` (this page last). */
export function listCrumbs(siteName: string, ...trail: Crumb[]): Crumb[] {
  return [{ name: siteName, path: '/home.html' }, ...trail];
}

interface ListPageSeoInput {
  /** The page's title (og:title, CollectionPage name, last crumb). */
  title: string;
  /** The canonical in-app path. */
  path: string;
  /** The first page's articles, as the server rendered them. */
  articles: readonly ArticleSummary[];
  /** The site's name, the first crumb. */
  siteName: string;
  /** The description, when there is one of its own; else the title is. */
  description?: string;
  /** Crumbs between home and this page (the column of a column's photo sets). */
  parents?: Crumb[];
}

/** The SEO of a list page of its own (moreImage, specMore, tagList): a CollectionPage of its first page. */
export function listPageSeo({ title, path, articles, siteName, description = '', parents = [] }: ListPageSeoInput): CollectionSeo {
  return {
    type: 'collection',
    title,
    description: shareText(description, title),
    path,
    items: articleItems(articles),
    breadcrumbs: listCrumbs(siteName, ...parents, { name: title, path }),
  };
}
