import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { xyDetailRoute } from '@/features/accounts/paths';
import { AccountUnavailable } from '@/features/accounts/AccountUnavailable';
import { NotFoundPage } from './NotFoundPage';
import { siteDocumentTitle } from '@/lib/seo/pageMetadata';
import type { ArticleSummary } from '@/features/articles/article.types';

/**
 * The 404 page of the address the reader asked for, rendered on the server (app/missing: the front
 * server asks for it where a page said notFound(), docs/decisions/0086). A route with a not-found
 * page of its own gets that one, as a client-side navigation there would. The route comes in the
 * rewritten address (proxy.ts), so the head and the page agree on it.
 */
export async function MissingPage({
  route,
  suggestions,
}: {
  route: string;
  suggestions: () => Promise<ArticleSummary[]>;
}) {
  if (route === xyDetailRoute.name) return <AccountUnavailable />;
  return <NotFoundPage suggestions={await suggestions()} />;
}

/** The title of the route's 404 page, as the tab shows it (with the site's name, as every page's). */
export async function missingTitle(route: string): Promise<string> {
  const title =
    route === xyDetailRoute.name
      ? (await getTranslations('xy'))('unavailableTitle')
      : (await getTranslations('error'))('notFoundTitle');
  return siteDocumentTitle(title);
}

/** Its title in the head (else the site's 首页 would come first), never indexed. */
export async function missingMetadata(route: string): Promise<Metadata> {
  return { title: await missingTitle(route), robots: { index: false, follow: false } };
}
