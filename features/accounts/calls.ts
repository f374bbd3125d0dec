import { defineCall } from '@/lib/platform/define';
import {
  rawBulletinHitSchema,
  rawRankRulesSchema,
  rawStatusXysSchema,
  rawTopicSubSchema,
  rawXyArticlesSchema,
  rawXyInfoSchema,
  rawXyListSchema,
  rawXyRankSchema,
} from './account.schema';
import { tag } from '@/lib/cache/tags';
import {
  rawAuthorInfoSchema,
  rawDynamicListSchema,
  rawDynamicSchema,
  rawReporterArticlesSchema,
  rawStatusReportersSchema,
} from './reporter.schema';

/** topicSub's type for a media account (PLATFORM-FACTS: "topicSub (type 4)"). */
const SUB_TYPE_XY = 4;
/** xyRank's type for the influence ranking. */
const RANK_INFLUENCE = 1;
// The ranking is recomputed by the platform, not by a reader's write: a few minutes per process.
const RANK_TTL_MS = 5 * 60_000;

/** getXyInfo: one media account (discarded ones too: the client discards them); a negative status when there is none. */
export const getXyInfoCall = defineCall({
  name: 'getXyInfo',
  params: (id: number) => ({ id }),
  answer: rawXyInfoSchema,
  nullWhenMissing: true,
  cache: { ttl: 'content', maxEntries: 500, tags: (id) => [tag.xy(id)] },
});

/** getXyArticlesQuestion (type 0): one page (0-based, 20) of an account's articles, newest first. */
export const getXyArticlesCall = defineCall({
  name: 'getXyArticlesQuestion',
  params: ({ id, page }: { id: number; page: number }) => ({ id, page, count: 20, type: 0 }),
  answer: rawXyArticlesSchema,
  nullWhenMissing: true,
  cache: { ttl: 'content', maxEntries: 500, when: ({ page }) => page === 0, tags: ({ id }) => [tag.xy(id)] },
});

/** xyRank: the influence ranking (the client shows the first 20, docs/product.md §9). */
export const xyRankCall = defineCall({
  name: 'xyRank',
  params: () => ({ type: RANK_INFLUENCE }),
  answer: rawXyRankSchema,
  cache: { ttl: RANK_TTL_MS, maxEntries: 1 },
});

/** xyRankRules: the ranking's rules as the editors publish them (docs/platform-api.md; the facts are silent). */
export const xyRankRulesCall = defineCall({
  name: 'xyRankRules',
  answer: rawRankRulesSchema,
  cache: { ttl: RANK_TTL_MS, maxEntries: 1 },
});

/** recommendXys: accounts to follow next (with a member token: ones the member does not follow). */
export const recommendXysCall = defineCall({
  name: 'recommendXys',
  params: () => ({ count: 6 }),
  answer: rawXyListSchema,
  criticality: 'secondary',
  fallback: { list: [] },
});

/** hitXyBulletin (POST): an account's notice was opened. */
export const hitXyBulletinCall = defineCall({
  name: 'hitXyBulletin',
  method: 'POST',
  params: ({ id, userId, device }: { id: number; userId?: string; device: string }) => ({ id, userID: userId, device }),
  answer: rawBulletinHitSchema,
  criticality: 'secondary',
  fallback: { hits: 0 },
});

/** getStatusXys (member token): which of these accounts the member follows. */
export const getStatusXysCall = defineCall({
  name: 'getStatusXys',
  params: (ids: readonly number[]) => ({ ids: ids.join(',') }),
  answer: rawStatusXysSchema,
});

/** topicSub's type for a reporter: designed here, the next code after the account's (docs/decisions/0064). */
const SUB_TYPE_REPORTER = 5;

/** What topicSub follows: a media account (type 4) or a reporter (type 5); the answer has the same shape. */
export type SubTarget = { kind: 'xy' | 'reporter'; id: number };
const subParams = ({ kind, id }: SubTarget) => ({ id, type: kind === 'reporter' ? SUB_TYPE_REPORTER : SUB_TYPE_XY });

/** topicSub (POST, member token, type 4 an account, 5 a reporter): follow; answers the new follower count. */
export const topicSubCall = defineCall({
  name: 'topicSub',
  method: 'POST',
  params: subParams,
  answer: rawTopicSubSchema,
});

/** topicSubCancel (POST, member token, type 4 or 5): unfollow. */
export const topicSubCancelCall = defineCall({
  name: 'topicSubCancel',
  method: 'POST',
  params: subParams,
  answer: rawTopicSubSchema,
});

/** getStatusReporters (member token): which of these reporters the member follows (docs/decisions/0064). */
export const getStatusReportersCall = defineCall({
  name: 'getStatusReporters',
  params: (ids: readonly number[]) => ({ ids: ids.join(',') }),
  answer: rawStatusReportersSchema,
});

/** authorInfo: a reporter (name, desk, introduction, the account they write for); a negative status when there is none. */
export const authorInfoCall = defineCall({
  name: 'authorInfo',
  params: (id: number) => ({ id }),
  answer: rawAuthorInfoSchema,
  nullWhenMissing: true,
  cache: { ttl: 'content', maxEntries: 200, tags: (id) => [tag.reporter(id)] },
});

/** reporterArticles: one page (0-based, 20) of a reporter's articles; clients append pages until one is empty (docs/product.md §7). */
export const reporterArticlesCall = defineCall({
  name: 'reporterArticles',
  params: ({ id, page }: { id: number; page: number }) => ({ id, page, count: 20 }),
  answer: rawReporterArticlesSchema,
  nullWhenMissing: true,
  cache: { ttl: 'content', maxEntries: 200, when: ({ page }) => page === 0, tags: ({ id }) => [tag.reporter(id)] },
});

/** getDynamicDetail: one reporter dynamic; a negative status when there is none. */
export const getDynamicDetailCall = defineCall({
  name: 'getDynamicDetail',
  params: (id: number) => ({ id }),
  answer: rawDynamicSchema,
  nullWhenMissing: true,
  cache: { ttl: 'content', maxEntries: 500, tags: (id) => [tag.dynamic(id)] },
});

/** dynamic/getDynamicList: one page (0-based, 10) of a reporter's dynamics; a full page may have more (docs/product.md §9). */
export const getDynamicListCall = defineCall({
  name: 'dynamic/getDynamicList',
  params: ({ reporterId, page }: { reporterId: number; page: number }) => ({ reporterId, page, count: 10 }),
  answer: rawDynamicListSchema,
  nullWhenMissing: true,
  cache: {
    ttl: 'content',
    maxEntries: 200,
    when: ({ page }) => page === 0,
    tags: ({ reporterId }) => [tag.reporter(reporterId)],
  },
});

/** getXyDynamic: a media account's newest dynamics (shown on its page; a page without them still shows). */
export const getXyDynamicCall = defineCall({
  name: 'getXyDynamic',
  params: (xyId: number) => ({ xyId }),
  answer: rawDynamicListSchema,
  criticality: 'secondary',
  fallback: { list: [] },
  cache: { ttl: 'content', maxEntries: 200, tags: (xyId) => [tag.xy(xyId)] },
});
