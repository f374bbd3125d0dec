import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { mapDayScores, mapScoreList } from '../member.map';
import { myDayScoreStsCall, myScoreListCall } from '../calls';
import type { DayScores, ScorePage } from '@/features/member/member.types';

/** The points detail (integralShop) shows a week. */
const SCORE_DAYS = 7;

/** The points detail (integralShop): the last week's daily scores. */
export async function getDayScores(memberToken: string, device: string): Promise<DayScores> {
  return mapDayScores(await platformCall(myDayScoreStsCall, SCORE_DAYS, { memberToken, device }));
}

export async function getScoreList(memberToken: string, device: string, page = 0): Promise<ScorePage> {
  return mapScoreList(await platformCall(myScoreListCall, page, { memberToken, device }));
}
