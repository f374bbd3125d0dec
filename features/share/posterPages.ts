import { routeNamed } from '@/lib/routing/routeTable';

/**
 * The routes a share poster is drawn for (docs/product.md §9): the shareable public pages. Pure, so
 * the share panel knows whether to offer one; features/share/server/posterSource.ts reads each
 * through its page module. Votes are missing on purpose: they need sign-in, a poster is one
 * picture for everyone.
 */
export const POSTER_PAGES = [
  'newsDetail',
  'imageDetail',
  'videoDetail',
  'linkDetail',
  'liveDetail',
  'activityDetail',
  'askDetail',
  'qaDetail',
  'newQaDetail',
  'xyDetail',
  'paperArticle',
  'postDetail',
  'minVideoDetail',
  'mvodShare',
] as const;
export type PosterPage = (typeof POSTER_PAGES)[number];

/** `/newsDetail/1/1000.html` → the route's name and its segments, when a poster is drawn for it; null otherwise. */
export function posterRouteOf(path: string): { name: PosterPage; segments: string[] } | null {
  const match = /^\/([A-Za-z]+)((?:\/[0-9A-Za-z_-]{1,40}){0,3})\.html$/.exec(path);
  if (!match) return null;
  const name = POSTER_PAGES.find((page) => page === match[1]);
  if (!name || !routeNamed(name)?.public) return null;
  return { name, segments: (match[2] ?? '').split('/').filter(Boolean) };
}
