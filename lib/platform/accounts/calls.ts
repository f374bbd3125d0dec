import { defineCall } from '../define';
import {
  rawBulletinHitSchema,
  rawRankRulesSchema,
  rawStatusXysSchema,
  rawTopicSubSchema,
  rawXyArticlesSchema,
  rawXyInfoSchema,
  rawXyListSchema,
  rawXyRankSchema,
} from '../schemas/account';
import { tag } from '@/lib/cache/tags';

/** topicSub's type for a media account (PLATFORM-FACTS: "topicSub (type 4)"). */
const SUB_TYPE_XY = 4;
/** xyRank's type for the influence ranking. */
const RANK_INFLUENCE = 1;
// The ranking is recomputed by the platform, not by a reader's write: a few minutes per process.
const RANK_TTL_MS = 5 * 60_000;

/** getXyInfo: one media account (discarded ones too: the client discards them); a negative status when there is none. */
export const getXyInfoCall = defineCall({
  name: 'getXyInfo',
  service: 'app',
  method: 'GET',
  auth: 'site',
  params: (id: number) => ({ id }),
  answer: rawXyInfoSchema,
  criticality: 'page',
  nullWhenMissing: true,
  cache: { ttl: 'content', maxEntries: 500, tags: (id) => [tag.xy(id)] },
});

/** getXyArticlesQuestion (type 0): one page (0-based, 20) of an account's articles, newest first. */
export const getXyArticlesCall = defineCall({
  name: 'getXyArticlesQuestion',
  service: 'app',
  method: 'GET',
  auth: 'site',
  params: ({ id, page }: { id: number; page: number }) => ({ id, page, count: 20, type: 0 }),
  answer: rawXyArticlesSchema,
  criticality: 'page',
  nullWhenMissing: true,
  cache: { ttl: 'content', maxEntries: 500, when: ({ page }) => page === 0, tags: ({ id }) => [tag.xy(id)] },
});

/** xyRank: the influence ranking (the client shows the first 20, docs/product.md §9). */
export const xyRankCall = defineCall({
  name: 'xyRank',
  service: 'app',
  method: 'GET',
  auth: 'site',
  params: () => ({ type: RANK_INFLUENCE }),
  answer: rawXyRankSchema,
  criticality: 'page',
  cache: { ttl: RANK_TTL_MS, maxEntries: 1 },
});

/** xyRankRules: the ranking's rules as the editors publish them (docs/platform-api.md; the facts are silent). */
export const xyRankRulesCall = defineCall({
  name: 'xyRankRules',
  service: 'app',
  method: 'GET',
  auth: 'site',
  answer: rawRankRulesSchema,
  criticality: 'page',
  cache: { ttl: RANK_TTL_MS, maxEntries: 1 },
});

/** recommendXys: accounts to follow next (with a member token: ones the member does not follow). */
export const recommendXysCall = defineCall({
  name: 'recommendXys',
  service: 'app',
  method: 'GET',
  auth: 'site',
  params: () => ({ count: 6 }),
  answer: rawXyListSchema,
  criticality: 'secondary',
  fallback: { list: [] },
});

/** hitXyBulletin (POST): an account's notice was opened. */
export const hitXyBulletinCall = defineCall({
  name: 'hitXyBulletin',
  service: 'app',
  method: 'POST',
  auth: 'site',
  params: ({ id, userId, device }: { id: number; userId?: string; device: string }) => ({ id, userID: userId, device }),
  answer: rawBulletinHitSchema,
  criticality: 'secondary',
  fallback: { hits: 0 },
});

/** getStatusXys (member token): which of these accounts the member follows. */
export const getStatusXysCall = defineCall({
  name: 'getStatusXys',
  service: 'app',
  method: 'GET',
  auth: 'site',
  params: (ids: readonly number[]) => ({ ids: ids.join(',') }),
  answer: rawStatusXysSchema,
  criticality: 'page',
});

/** topicSub (POST, member token, type 4): follow an account; answers the new follower count. */
export const topicSubCall = defineCall({
  name: 'topicSub',
  service: 'app',
  method: 'POST',
  auth: 'site',
  params: (id: number) => ({ id, type: SUB_TYPE_XY }),
  answer: rawTopicSubSchema,
  criticality: 'page',
});

/** topicSubCancel (POST, member token, type 4): unfollow an account. */
export const topicSubCancelCall = defineCall({
  name: 'topicSubCancel',
  service: 'app',
  method: 'POST',
  auth: 'site',
  params: (id: number) => ({ id, type: SUB_TYPE_XY }),
  answer: rawTopicSubSchema,
  criticality: 'page',
});
