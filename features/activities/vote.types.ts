// Votes (docs/product.md §3: vs_head_voteimage, vs_votetheme_list, vs_user_inforule).

export type VotePhase = 'notStarted' | 'open' | 'ended';

export interface VoteInfo {
  id: number;
  activityId: number;
  title: string;
  headImage: string;
  themes: { id: number; name: string }[];
  /** The rules for readers, plain text with line breaks. */
  rules: string;
  startsAt: string | null;
  endsAt: string | null;
  phase: VotePhase;
  dailyLimit: number;
  optionDailyLimit: number;
  totalVotes: number;
  accessCount: number;
  optionCount: number;
  /** Votes the signed-in reader has left today; null when the platform did not say. */
  leftToday: number | null;
}

export interface VoteOption {
  id: number;
  no: number;
  name: string;
  summary: string;
  themeId: number;
  picture: string;
  pictureBig: string;
  count: number;
  accessCount: number;
}

export interface VoteOptionDetail extends VoteOption {
  /** Sanitised HTML. */
  descriptionHtml: string;
  voteId: number;
  voteTitle: string;
}

export interface VoteOptionPage {
  options: VoteOption[];
  total: number;
  hasMore: boolean;
}

export interface RankedOption extends VoteOption {
  rank: number;
  /** Share of all votes, in percent with one decimal. */
  percent: number;
}

export interface VoteResult {
  voteId: number;
  title: string;
  totalVotes: number;
  ranked: RankedOption[];
  leftToday: number | null;
}

/** What a counted vote answers. */
export interface VoteCast {
  optionId: number;
  count: number;
  totalVotes: number;
  leftToday: number;
  leftOnOption: number;
}
