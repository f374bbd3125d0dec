import { callHandler } from '@/lib/client/http';
import { earnPoints } from '@/lib/client/endpoints';

export type PointsAction = 'read' | 'share';

/** The reader's own calendar day: the platform counts an article once a day, so one ask a day is enough. */
function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
}

const askedKey = (action: PointsAction, articleId: number) => `touch:points:${action}:${articleId}`;

function askedToday(action: PointsAction, articleId: number): boolean {
  try {
    return window.localStorage.getItem(askedKey(action, articleId)) === today();
  } catch {
    return false;
  }
}

/**
 * Asks for the points of reading or sharing an article (event1 through /api/points), at most once
 * a day per article and action on this device when the reader is signed in. Answers the points
 * earned now (0 when none); never throws: points are a bonus, a failure costs the reader nothing.
 */
export async function requestPoints(action: PointsAction, articleId: number): Promise<number> {
  if (askedToday(action, articleId)) return 0;
  try {
    const answer = await callHandler(earnPoints, { articleId, action });
    // A signed-out reader is asked again next time: they may have signed in since.
    if (answer.signedIn) window.localStorage.setItem(askedKey(action, articleId), today());
    return answer.score;
  } catch {
    return 0;
  }
}
