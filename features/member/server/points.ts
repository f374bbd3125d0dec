import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { event1Call } from '@/features/analytics/calls';
import { EVENT_TYPE } from '@/features/analytics/server/events';

/** A member acting: their access token and device. */
interface Member {
  accessToken: string;
  device: string;
  /** The platform's id of the member: AMUC scores them by it (docs/decisions/0105). */
  userId: string;
}

export type PointsAction = 'read' | 'share';

/** What a read or share earned now (0 when it was counted already today, or the day's limit is reached). */
export interface PointsEarned {
  score: number;
  todayScore: number;
}

/**
 * event1: the platform's points for reading or sharing an article. Only the browser's island
 * waits for it; a failure is its answer's failure, and the island asks again another time.
 */
export async function earnPoints(member: Member, articleId: number, action: PointsAction): Promise<PointsEarned> {
  const eventType = action === 'read' ? EVENT_TYPE.click : EVENT_TYPE.share;
  const answer = await platformCall(
    event1Call,
    { articleId, eventType, userId: member.userId },
    { memberToken: member.accessToken, device: member.device },
  );
  return { score: answer.score, todayScore: answer.todayScore };
}
