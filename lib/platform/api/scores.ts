import 'server-only';
import { platformCall } from '../call';
import { mapDayScores, mapScoreList } from '../map/member';
import { rawDayScoresSchema, rawScoreListSchema } from '../schemas/member';
import type { DayScores, ScorePage } from '@/lib/types/member';

/** The points detail (integralShop): the last week's daily scores. */
export async function getDayScores(memberToken: string, device: string): Promise<DayScores> {
  return mapDayScores(await platformCall('myDayScoreSts', { params: { days: 7 }, schema: rawDayScoresSchema, memberToken, device }));
}

export async function getScoreList(memberToken: string, device: string, page = 0): Promise<ScorePage> {
  return mapScoreList(await platformCall('myScoreList', { params: { page }, schema: rawScoreListSchema, memberToken, device }));
}
