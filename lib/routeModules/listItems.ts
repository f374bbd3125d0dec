import type { ArticleSummary } from '@/lib/types/article';
import type { CollectionSeo, Crumb } from '@/lib/seo/page';

/** The ItemList entries of a list of articles: each one's title and address, in the list's order. */
export function articleItems(articles: readonly ArticleSummary[]): CollectionSeo['items'] {
  return articles.map((article) => ({ name: article.title, path: article.href || undefined }));
}

/** The breadcrumb trail of a list page: the site's home, then `trail` (this page last). */
export function listCrumbs(siteName: string, ...trail: Crumb[]): Crumb[] {
  return [{ name: siteName, path: '/home.html' }, ...trail];
}
