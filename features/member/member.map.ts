import type { DayScores, MemberInfo, MemberLogin, ScorePage } from '@/features/member/member.types';
import type { RawDayScores, RawLogin, RawScoreList, RawUserInfo } from './member.schema';
import { TOKEN_LIFETIME_MS } from '@/lib/format/storage';

/** An answer without a user id or tokens is no login at all: null. */
export function mapLogin(raw: RawLogin, now: number = Date.now()): MemberLogin | null {
  const userId = raw.uid || raw.userid;
  const accessToken = raw.accessToken || raw.token;
  if (!userId || !accessToken || !raw.refreshToken) return null;
  return {
    userId: String(userId),
    nickname: raw.nickname,
    head: raw.head,
    accessToken,
    refreshToken: raw.refreshToken,
    // Never trust a token longer than the stored-token lifetime of docs/product.md §9.
    accessExpiresAt: now + Math.min(raw.expiresIn * 1000, TOKEN_LIFETIME_MS),
  };
}

export function mapUserInfo(raw: RawUserInfo): MemberInfo {
  return {
    userId: String(raw.uid),
    nickname: raw.nickname,
    head: raw.head,
    phone: raw.phone,
    inviteCode: raw.inviteCode,
    invited: raw.invited,
    score: raw.score,
    weixin: raw.weixin,
    memberSince: raw.createTime,
    hasPassword: raw.hasPassword,
    consentCurrent: raw.consentCurrent !== 0,
  };
}

export function mapDayScores(raw: RawDayScores): DayScores {
  return { total: raw.totalScore, today: raw.todayScore, days: raw.list.map((d) => ({ day: d.day, score: d.score })) };
}

export function mapScoreList(raw: RawScoreList): ScorePage {
  return {
    records: raw.list.map((r) => ({ id: r.id, score: r.score, reason: r.reason, at: r.created })),
    total: raw.totalCount,
    hasMore: raw.hasMore,
  };
}
