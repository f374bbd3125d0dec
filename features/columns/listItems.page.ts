import type { ArticleSummary } from '@/features/articles/article.types';
import type { CollectionSeo, Crumb, ProfileSeo } from '@/lib/seo/page';
import { shareText } from '@/lib/seo/text';
import { homeRoute } from '@/features/columns/paths';

/** The ItemList entries of a list of articles: each one's title and address, in the list's order. */
export function articleItems(articles: readonly ArticleSummary[]): CollectionSeo['items'] {
  return articles.map((article) => ({ name: article.title, path: article.href || undefined }));
}

/** The breadcrumb trail of a list page: the site's home, then `trail` (this page last). */
export function listCrumbs(siteName: string, ...trail: Crumb[]): Crumb[] {
  return [{ name: siteName, path: homeRoute.href() }, ...trail];
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
export function listPageSeo({
  title,
  path,
  articles,
  siteName,
  description = '',
  parents = [],
}: ListPageSeoInput): CollectionSeo {
  return {
    type: 'collection',
    title,
    description: shareText(description, title),
    path,
    items: articleItems(articles),
    breadcrumbs: listCrumbs(siteName, ...parents, { name: title, path }),
  };
}

interface PersonPageSeoInput {
  name: string;
  /** Who they are in a line (a reporter's intro, a figure's title): the Person's description. */
  role: string;
  /** The longer text shared as the page's description, when there is one. */
  intro: string;
  /** Shared instead when there is no intro (desk and name, name and title). */
  introFallback: string;
  path: string;
  /** Their photo; '' when there is none. */
  photo: string;
  articles: readonly ArticleSummary[];
  siteName: string;
}

/** The SEO of a person's page with their articles (reporter, figureDetail): a ProfilePage of a Person. */
export function personPageSeo({
  name,
  role,
  intro,
  introFallback,
  path,
  photo,
  articles,
  siteName,
}: PersonPageSeoInput): ProfileSeo {
  const image = photo || undefined;
  return {
    type: 'profile',
    title: name,
    description: shareText(intro, introFallback),
    path,
    image,
    profile: { kind: 'person', name, description: role, image },
    items: articleItems(articles),
    breadcrumbs: listCrumbs(siteName, { name, path }),
  };
}
