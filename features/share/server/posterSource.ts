import 'server-only';
import type { Route, RouteProps } from '@/lib/routing/definePage';
import { posterRouteOf, type PosterPage } from '@/features/share/posterPages';
import { newsDetail, imageDetail, videoDetail, linkDetail } from '@/features/articles/article.page';
import { liveDetail } from '@/features/live/live.page';
import { activityDetail } from '@/features/activities/activity.page';
import { askDetail, qaDetail, newQaDetail } from '@/features/qa/qa.page';
import { xyDetail } from '@/features/accounts/account.page';
import { paperArticle } from '@/features/paper/paper.page';
import { postDetail } from '@/features/circles/circle.page';
import { minVideoDetail, mvodShare } from '@/features/shortVideo/shortVideo.page';

/** What a poster shows of a page: what its share card shows (the page module's seo). */
export interface PosterSource {
  title: string;
  description: string;
  /** The page's canonical in-app path (the QR code's address, made absolute). */
  path: string;
  image: string | undefined;
}

/**
 * The page module of each poster page (features/share/posterPages.ts). A poster shows what the
 * page's own share card says, read through the page's page module, so the two never differ, and
 * only real objects of the platform can be drawn: a poster never takes its text from the address
 * (docs/decisions/0053).
 */
const POSTER_ROUTES: Readonly<Record<PosterPage, Route<unknown>>> = {
  newsDetail,
  imageDetail,
  videoDetail,
  linkDetail,
  liveDetail,
  activityDetail,
  askDetail,
  qaDetail,
  newQaDetail,
  xyDetail,
  paperArticle,
  postDetail,
  minVideoDetail,
  mvodShare,
} as Readonly<Record<PosterPage, Route<unknown>>>;

/** The page's share card, or null when the path is no poster page or its object does not exist. */
export async function posterSource(path: string): Promise<PosterSource | null> {
  const parsed = posterRouteOf(path);
  if (!parsed) return null;
  const route = POSTER_ROUTES[parsed.name];
  const props: RouteProps = { params: Promise.resolve({ params: parsed.segments }) };
  try {
    const { seo } = await route.load(props);
    if (seo.type === 'unlisted') return null;
    return { title: seo.title, description: seo.description, path: seo.path, image: seo.image };
  } catch (error) {
    // notFound() and redirect() (an article asked for under another type's route) are Next's
    // control flow: no poster. A platform failure is passed on (the handler answers 503).
    if (isNavigation(error)) return null;
    throw error;
  }
}

function isNavigation(error: unknown): boolean {
  const digest =
    typeof error === 'object' && error !== null && 'digest' in error
      ? String((error as { digest: unknown }).digest)
      : '';
  return (
    digest.startsWith('NEXT_HTTP_ERROR_FALLBACK') || digest.startsWith('NEXT_REDIRECT') || digest === 'NEXT_NOT_FOUND'
  );
}
