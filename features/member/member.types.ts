/** A login's result (kept in the session): the shape lives with the session's sign-in, lib/auth/memberLogin.ts. */
export type { MemberLogin } from '@/lib/auth/memberLogin';

export interface MemberInfo {
  userId: string;
  nickname: string;
  head: string;
  /** Masked by the platform: 138****0001. */
  phone: string;
  inviteCode: string;
  invited: boolean;
  score: number;
  weixin: boolean;
  /** Epoch ms. */
  memberSince: number;
  /** A password is set (setPassword says 'change' rather than 'set'). */
  hasPassword: boolean;
  /** The member accepted the current user agreement and privacy policy (docs/decisions/0050). */
  consentCurrent: boolean;
}

export interface DayScores {
  total: number;
  today: number;
  days: { day: string; score: number }[];
}

export interface ScoreRecord {
  id: number;
  score: number;
  /** The platform's reason code: signup, read, like, share, comment, signin, invite, invited. */
  reason: string;
  /** Epoch ms. */
  at: number;
}

export interface ScorePage {
  records: ScoreRecord[];
  total: number;
  hasMore: boolean;
}

export interface WeixinProfile {
  openid: string;
  unionid: string;
  nickname: string;
  headimgurl: string;
}
