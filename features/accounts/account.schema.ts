import { z } from 'zod';
import { rawArticleItemSchema } from '../articles/article.schema';
import { aliased, list, num, presentNum, str } from '@/lib/platform/primitives';

// Media accounts, following and reporters (docs/platform-api.md, "Media accounts and reporters";
// PLATFORM-FACTS: getXyInfo (id, siteID), xyRank, hitXyBulletin, getStatusXys, topicSub type 4).

/**
 * The names the 2020 platform gives an account's fields in its rankings and searches (a recorded
 * searchXyRank: `{id, icon, topic, influence, rank, canHit, isFollow}`).
 */
const XY_ACCOUNT_ALIASES = { xyID: ['id', 'xyId'], name: ['topic', 'xyName'] } as const;

/** The fields every account answer carries (getXyInfo, xyRank, recommendXys). */
const rawXyAccountShape = z.object({
  xyID: num(),
  name: str(),
  icon: str(),
  description: str(),
  kind: str(),
  xyStatus: num(),
  xyForbidden: num(),
  fansCount: num(),
  influence: num(),
});
export const rawXyAccountSchema = aliased(XY_ACCOUNT_ALIASES, rawXyAccountShape);
export type RawXyAccount = z.output<typeof rawXyAccountSchema>;

export const rawXyInfoSchema = aliased(
  XY_ACCOUNT_ALIASES,
  rawXyAccountShape.extend({ bulletin: str(), articleCount: num() }),
);
export type RawXyInfo = z.output<typeof rawXyInfoSchema>;

export const rawXyArticlesSchema = z.object({
  list: list(rawArticleItemSchema),
  totalCount: num(),
  hasMore: z.boolean().optional(),
});
export type RawXyArticles = z.output<typeof rawXyArticlesSchema>;

/** xyRank: the ranking; the 2020 platform answers the list alone, an array as `data` (the dialect layer files it under `list`). */
export const rawXyRankSchema = z.object({
  list: list(aliased(XY_ACCOUNT_ALIASES, rawXyAccountShape.extend({ rank: num() }))),
});
export type RawXyRank = z.output<typeof rawXyRankSchema>;

export const rawXyListSchema = z.object({ list: list(rawXyAccountSchema) });

export const rawStatusXysSchema = z.object({ list: list(z.object({ xyID: presentNum(), isSub: num() })) });
export type RawStatusXys = z.output<typeof rawStatusXysSchema>;

/**
 * topicSub and topicSubCancel: the new state and follower count (designed), or the write alone as
 * the real platform answers it (`true`, `{value: "true"}`: jiangbm/XFJ_FZ_API App_FJHSubcribe).
 */
export const rawTopicSubSchema = z.union([
  z.object({ isSub: presentNum(), fansCount: presentNum() }),
  z.object({ value: z.literal('true') }),
]);

export const rawBulletinHitSchema = z.object({ hits: num() });

export const rawRankRulesSchema = z.object({
  title: str(),
  intro: str(),
  list: list(z.object({ title: str(), content: str() })),
  updateTime: str(),
});
export type RawRankRules = z.output<typeof rawRankRulesSchema>;
