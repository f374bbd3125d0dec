import { callHandler } from '@/lib/client/http';
import { earnPoints } from '@/lib/client/endpoints';
import { getExpiring, removeExpired, restOfDayMs, setExpiring, type SweepableStorage } from '@/lib/format/storage';

export type PointsAction = 'read' | 'share';

const ASKED_PREFIX = 'touch:points:';
const askedKey = (action: PointsAction, articleId: number) => `${ASKED_PREFIX}${action}:${articleId}`;

/** Once a page: the marks of days gone are removed (docs/product.md §5), not only those read again. */
let swept = false;

function storage(): SweepableStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The platform counts an article once a day, so one ask a day is enough: "asked" is a stored item
 * that lives until the reader's own day ends (lib/format/storage.ts).
 */
function askedToday(store: SweepableStorage | null, action: PointsAction, articleId: number): boolean {
  if (!store) return false;
  if (!swept) {
    swept = true;
    removeExpired(store, ASKED_PREFIX);
  }
  return getExpiring(store, askedKey(action, articleId)) !== null;
}

/**
 * Asks for the points of reading or sharing an article (event1 through /api/member/points), at most once
 * a day per article and action on this device when the reader is signed in. Answers the points
 * earned now (0 when none); never throws: points are a bonus, a failure costs the reader nothing.
 */
export async function requestPoints(action: PointsAction, articleId: number): Promise<number> {
  const store = storage();
  if (askedToday(store, action, articleId)) return 0;
  try {
    const answer = await callHandler(earnPoints, { articleId, action });
    // A signed-out reader is asked again next time: they may have signed in since.
    if (answer.signedIn && store) setExpiring(store, askedKey(action, articleId), true, restOfDayMs());
    return answer.score;
  } catch {
    return 0;
  }
}
