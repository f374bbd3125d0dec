import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { mapArticleSummary } from '@/features/articles/article.map';
import { mapRankRules, mapXyAccount, mapXyAccountPage, mapXyRanking } from '../account.map';
import { hasMore } from '@/lib/format/paging';
import type {
  FollowResult,
  RankRules,
  RankedXyAccount,
  XyAccount,
  XyAccountPage,
} from '@/features/accounts/account.types';
import type { ArticlePage } from '@/features/articles/article.types';
import {
  getStatusXysCall,
  getXyArticlesCall,
  getXyInfoCall,
  hitXyBulletinCall,
  recommendXysCall,
  topicSubCall,
  topicSubCancelCall,
  xyRankCall,
  xyRankRulesCall,
} from '../calls';

/** A member acting: their access token and device. */
interface Member {
  accessToken: string;
  device: string;
}

/** xyDetail: the account and its first page of articles; null when it does not exist or must be discarded. */
export async function getXyAccountPage(id: number): Promise<XyAccountPage | null> {
  const [info, articles] = await Promise.all([
    platformCall(getXyInfoCall, id),
    platformCall(getXyArticlesCall, { id, page: 0 }),
  ]);
  if (!info || !articles) return null;
  return mapXyAccountPage(info, articles);
}

/** One later page (0-based) of an account's articles; null when the account does not exist or must be discarded. */
export async function getXyArticles(
  id: number,
  page: number,
  options: { signal?: AbortSignal } = {},
): Promise<Pick<ArticlePage, 'articles' | 'hasMore'> | null> {
  const info = await platformCall(getXyInfoCall, id);
  if (!info || !mapXyAccount(info)) return null;
  const raw = await platformCall(getXyArticlesCall, { id, page }, { signal: options.signal });
  if (!raw) return null;
  return { articles: raw.list.map(mapArticleSummary), hasMore: hasMore(raw.list.length, raw.hasMore) };
}

/** xyListShare: the influence ranking, discarded accounts left out, cut to 20. */
export async function getXyRanking(): Promise<RankedXyAccount[]> {
  return mapXyRanking(await platformCall(xyRankCall, undefined));
}

/** xyRules: the ranking's rules. */
export async function getRankRules(): Promise<RankRules> {
  return mapRankRules(await platformCall(xyRankRulesCall, undefined));
}

/** Accounts to follow next (a member's: ones they do not follow yet). */
export async function getRecommendedAccounts(member?: Member): Promise<XyAccount[]> {
  const raw = await platformCall(
    recommendXysCall,
    undefined,
    member ? { memberToken: member.accessToken, device: member.device } : {},
  );
  return raw.list.flatMap((entry) => mapXyAccount(entry) ?? []);
}

/** The ids, among these, of the accounts the member follows. */
export async function getFollowedIds(member: Member, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const raw = await platformCall(getStatusXysCall, ids, { memberToken: member.accessToken, device: member.device });
  return raw.list.filter((entry) => entry.isSub === 1).map((entry) => entry.xyID);
}

/** Follows or unfollows an account for the member. */
export async function setFollowing(member: Member, id: number, follow: boolean): Promise<FollowResult> {
  const raw = await platformCall(
    follow ? topicSubCall : topicSubCancelCall,
    { kind: 'xy', id },
    { memberToken: member.accessToken, device: member.device },
  );
  if ('isSub' in raw) return { following: raw.isSub === 1, followers: raw.fansCount };
  // The real platform answers the write alone: the count is read back, as this member (never a shared copy).
  const info = await platformCall(getXyInfoCall, id, { memberToken: member.accessToken, device: member.device });
  return { following: follow, followers: info?.fansCount ?? 0 };
}

/** Records that a reader opened an account's notice (hitXyBulletin). */
export async function recordBulletinOpened(id: number, actor: { device: string; userId?: string }): Promise<void> {
  await platformCall(hitXyBulletinCall, { id, ...actor }, { device: actor.device });
}
