import type { ArticleSummary } from '@/features/articles/article.types';
import type { ComingLive } from '@/features/live/live.types';
import { liveState } from '@/features/live/liveState';

/**
 * What moreLive lists (docs/product.md §2): the lives on air and coming (liveComing), then the
 * finished ones home shows in its live strip (the home column's liveArticles), as replays linking
 * to their live page. liveComing names only lives not yet over, so without the strip's a reader
 * who saw a replay on home would not find it under "more".
 */
export function moreLives(coming: ComingLive[], homeLives: ArticleSummary[], now?: number): ComingLive[] {
  const judged = coming.map((live) => ({
    ...live,
    label: liveState({ status: live.liveStatus, startsAt: live.startsAt, now }).label,
  }));
  const listed = new Set(coming.map((live) => live.id));
  const finished = homeLives
    .filter((live) => live.kind === 'live' && live.liveStatus === 2 && !listed.has(live.id) && !live.external)
    .map((live): ComingLive => ({
      id: live.id,
      title: live.title,
      startsAt: null,
      bannerUrl: live.image.big || live.image.middle || live.image.small,
      liveStatus: 2,
      phase: live.livePhase === 'replay' ? 'replay' : 'ended',
      label: live.livePhase === 'replay' ? 'replay' : 'ended',
      href: live.href,
    }));
  return [...judged, ...finished];
}
