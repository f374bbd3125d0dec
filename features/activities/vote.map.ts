import type {
  RankedOption,
  VoteCast,
  VoteInfo,
  VoteOption,
  VoteOptionDetail,
  VotePhase,
  VoteResult,
} from '@/features/activities/vote.types';
import { sanitizeArticleHtml } from '@/lib/content/sanitize';
import type { RawVoteInfo, RawVoteOption, RawVoteOptionInfo, RawVoteResult } from './vote.schema';
import type { z } from 'zod';
import type { rawVoteCastSchema } from './vote.schema';
import { toIsoTime } from '../articles/article.map';

const PHASES: readonly VotePhase[] = ['notStarted', 'open', 'ended'];

/** The platform says -1 (or nothing) when it does not know the reader. */
const left = (n: number): number | null => (n >= 0 ? n : null);

export function mapVoteInfo(raw: RawVoteInfo): VoteInfo {
  return {
    id: raw.id,
    activityId: raw.activityId,
    title: raw.title,
    headImage: raw.vs_head_voteimage,
    themes: raw.vs_votetheme_list.filter((t) => t.id > 0 && t.name !== ''),
    rules: raw.vs_user_inforule,
    startsAt: toIsoTime(raw.startTime),
    endsAt: toIsoTime(raw.endTime),
    phase: PHASES[raw.isbegin] ?? 'open',
    dailyLimit: raw.dailyLimit,
    optionDailyLimit: raw.optionDailyLimit,
    totalVotes: raw.totalVotes,
    accessCount: raw.accessCount,
    optionCount: raw.optionCount,
    leftToday: left(raw.leftToday),
  };
}

export function mapVoteOption(raw: RawVoteOption): VoteOption {
  return {
    id: raw.id,
    no: raw.no,
    name: raw.name,
    summary: raw.summary,
    themeId: raw.themeId,
    picture: raw.pic,
    pictureBig: raw.picBig || raw.pic,
    count: Math.max(0, raw.count),
    accessCount: Math.max(0, raw.accessCount),
  };
}

export function mapVoteOptionDetail(raw: RawVoteOptionInfo): VoteOptionDetail {
  return {
    ...mapVoteOption(raw),
    descriptionHtml: sanitizeArticleHtml(raw.description),
    voteId: raw.voteId,
    voteTitle: raw.voteTitle,
  };
}

export function mapVoteResult(raw: RawVoteResult): VoteResult {
  const ranked: RankedOption[] = raw.list.map((o) => ({ ...mapVoteOption(o), rank: o.rank, percent: o.percent }));
  return { voteId: raw.voteId, title: raw.title, totalVotes: raw.totalVotes, ranked, leftToday: left(raw.leftToday) };
}

export function mapVoteCast(raw: z.output<typeof rawVoteCastSchema>): VoteCast {
  return {
    optionId: raw.optionId,
    count: raw.count,
    totalVotes: raw.totalVotes,
    leftToday: raw.leftToday,
    leftOnOption: raw.leftOnOption,
  };
}
