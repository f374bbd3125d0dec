import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { xyDetailRoute } from '@/features/accounts/paths';
import { AccountUnavailable } from '@/features/accounts/AccountUnavailable';
import { NotFoundPage } from './NotFoundPage';
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

/** Its title in the head (else the site's 首页 would come first), never indexed. */
export async function missingMetadata(route: string): Promise<Metadata> {
  const title =
    route === xyDetailRoute.name
      ? (await getTranslations('xy'))('unavailableTitle')
      : (await getTranslations('error'))('notFoundTitle');
  return { title, robots: { index: false, follow: false } };
}
