import { z } from 'zod';
import { list, num, str } from '@/lib/platform/primitives';

// Circles (docs/platform-api.md, "Circles"): circle-list, circle-detail (with noticeList),
// post-list / post-detail, notice-detail, moments/detail, circle/create-post.

export const rawCircleSchema = z.object({
  id: num(),
  name: str(),
  icon: str(),
  banner: str(),
  description: str(),
  memberCount: num(),
  postCount: num(),
});

export const rawCircleListSchema = z.object({
  list: list(rawCircleSchema),
  totalCount: num(),
  hasMore: z.boolean().default(false),
});

export const rawCircleDetailSchema = rawCircleSchema.extend({
  noticeList: list(z.object({ id: num(), title: str(), created: num() })),
});
export type RawCircleDetail = z.output<typeof rawCircleDetailSchema>;
export type RawCircle = z.output<typeof rawCircleSchema>;

export const rawPostSchema = z.object({
  id: num(),
  circleId: num(),
  circleName: str(),
  userName: str(),
  userIcon: str(),
  content: str(),
  pics: list(z.string()),
  videoUrl: str(),
  countPraise: num(),
  countDiscuss: num(),
  created: num(),
});
export type RawPost = z.output<typeof rawPostSchema>;

export const rawPostListSchema = z.object({
  list: list(rawPostSchema),
  totalCount: num(),
  hasMore: z.boolean().default(false),
});

export const rawNoticeSchema = z.object({
  id: num(),
  circleId: num(),
  circleName: str(),
  title: str(),
  content: str(),
  created: num(),
});

export const rawMomentSchema = z.object({
  id: num(),
  userName: str(),
  userIcon: str(),
  content: str(),
  pics: list(z.string()),
  location: str(),
  countPraise: num(),
  created: num(),
});

export const rawMomentListSchema = z.object({
  list: list(rawMomentSchema),
  totalCount: num(),
  hasMore: z.boolean().default(false),
});

export const rawPostCreatedSchema = z.object({ id: num(), created: num() });
