import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { PlatformError } from '@/lib/platform/errors';
import { mapDayScores, mapScoreList } from '../member.map';
import { myDayScoreStsCall, myScoreListCall } from '../calls';
import type { DayScores, ScorePage } from '@/features/member/member.types';

/** The points detail (integralShop) shows a week. */
const SCORE_DAYS = 7;

/** The points detail (integralShop): the last week's daily scores; a member the platform does not have is a 'missing' error. */
export async function getDayScores(memberToken: string, device: string, userId: string): Promise<DayScores> {
  const raw = await platformCall(myDayScoreStsCall, { days: SCORE_DAYS, userId }, { memberToken, device });
  if (!raw) throw new PlatformError('missing', myDayScoreStsCall.name, 'no such member');
  return mapDayScores(raw);
}

/** One page (0-based) of the member's points entries; `userId` names them where AMUC keeps them (docs/decisions/0096). */
export async function getScoreList(memberToken: string, device: string, userId: string, page = 0): Promise<ScorePage> {
  const raw = await platformCall(myScoreListCall, { page, userId }, { memberToken, device });
  if (!raw) throw new PlatformError('missing', myScoreListCall.name, 'no such member');
  return mapScoreList(raw);
}
