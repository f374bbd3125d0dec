import { z } from 'zod';
import { flag, list, num, str } from '@/lib/platform/primitives';

// Votes as the platform answers them (docs/platform-api.md, "Votes").

export const rawVoteInfoSchema = z.object({
  id: num(),
  activityId: num(),
  title: str(),
  vs_head_voteimage: str(),
  vs_votetheme_list: list(z.object({ id: num(), name: str() })),
  vs_user_inforule: str(),
  startTime: str(),
  endTime: str(),
  /** 0 not started, 1 open, 2 ended */
  isbegin: num(),
  dailyLimit: num(),
  optionDailyLimit: num(),
  totalVotes: num(),
  accessCount: num(),
  optionCount: num(),
  /** -1 without a member's token */
  leftToday: num(-1),
});
export type RawVoteInfo = z.output<typeof rawVoteInfoSchema>;

export const rawVoteOptionSchema = z.object({
  id: num(),
  no: num(),
  name: str(),
  summary: str(),
  themeId: num(),
  pic: str(),
  picBig: str(),
  count: num(),
  accessCount: num(),
});
export type RawVoteOption = z.output<typeof rawVoteOptionSchema>;

export const rawVoteOptionsSchema = z.object({ list: list(rawVoteOptionSchema), totalCount: num(), hasMore: flag() });
export const rawVoteOptionsByNameSchema = z.object({ list: list(rawVoteOptionSchema) });

export const rawVoteOptionInfoSchema = rawVoteOptionSchema.extend({
  description: str(),
  voteId: num(),
  voteTitle: str(),
});
export type RawVoteOptionInfo = z.output<typeof rawVoteOptionInfoSchema>;

export const rawAccessCountSchema = z.object({ accessCount: num() });

export const rawVoteResultSchema = z.object({
  voteId: num(),
  title: str(),
  totalVotes: num(),
  list: list(rawVoteOptionSchema.extend({ rank: num(), percent: num() })),
  leftToday: num(-1),
});
export type RawVoteResult = z.output<typeof rawVoteResultSchema>;

/** The gateway's vote answers the write alone (`{result, failureInfo}`, read as done by the dialect layer). */
export const rawVoteDoneSchema = z.object({ value: str() });

export const rawVoteCastSchema = z.object({
  voteId: num(),
  optionId: num(),
  count: num(),
  totalVotes: num(),
  leftToday: num(),
  leftOnOption: num(),
});
