import type { ArticleSummary } from '../articles/article.types';

/** A media (xy) account readers may see: never one the platform says to discard (docs/product.md §4). */
export interface XyAccount {
  id: number;
  name: string;
  icon: string;
  description: string;
  /** What kind of account it is (政务, 融媒体, ...); '' when the platform does not say. */
  kind: string;
  followers: number;
  /** In-app path of the account page: /xyDetail/{id}.html */
  href: string;
}

/** xyDetail: the account, its notice and the first page of its articles (getXyInfo, getXyArticlesQuestion). */
export interface XyAccountPage {
  account: XyAccount;
  bulletin: string;
  articleCount: number;
  articles: ArticleSummary[];
  hasMore: boolean;
}

/** One line of the influence ranking (xyRank). */
export interface RankedXyAccount extends XyAccount {
  rank: number;
  influence: number;
}

/** A follow or unfollow done: the state and the account's new follower count. */
export interface FollowResult {
  following: boolean;
  followers: number;
}

/** xyRules: the influence ranking's rules (xyRankRules), plain text. */
export interface RankRules {
  title: string;
  intro: string;
  sections: { title: string; content: string }[];
  /** When the editors last changed them (ISO); null when the platform does not say. */
  updatedAt: string | null;
}
