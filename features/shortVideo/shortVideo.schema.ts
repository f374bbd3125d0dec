import { z } from 'zod';
import { flag, list, num, str } from '@/lib/platform/primitives';

// Answers of the short-video service (xyApi.mVodUrl, docs/platform-api.md "Short video").

export const rawShortVideoItemSchema = z.object({
  fileId: num(),
  title: str(),
  catId: num(),
  catName: str(),
  userName: str(),
  userIcon: str(),
  picUrl: str(),
  width: num(),
  height: num(),
  duration: num(),
  publishtime: str(),
  countClick: num(),
  countPraise: num(),
  countShare: num(),
  countDiscuss: num(),
});
export type RawShortVideoItem = z.output<typeof rawShortVideoItemSchema>;

export const rawShortVideoSchema = rawShortVideoItemSchema.extend({
  summary: str(),
  shareClosed: flag(),
  shareUrl: str(),
});
export type RawShortVideo = z.output<typeof rawShortVideoSchema>;

export const rawShortVideoAttachSchema = z.object({
  list: list(z.object({ type: str(), url: str(), width: num(), height: num(), duration: num(), poster: str() })),
});
export type RawShortVideoAttach = z.output<typeof rawShortVideoAttachSchema>;

export const rawShortVideoListSchema = z.object({
  list: list(rawShortVideoItemSchema),
  totalCount: num(),
  hasMore: flag(),
});

/** categoryList: the service's categories, in its order. */
export const rawShortVideoCategoriesSchema = z.object({
  list: list(z.object({ catId: num(), catName: str() })),
});
export type RawShortVideoCategories = z.output<typeof rawShortVideoCategoriesSchema>;

/** commonInfo: what holds for every clip (the related list's size, the cover of a clip without one, the frame). */
export const rawShortVideoCommonSchema = z.object({
  relatedSize: num(),
  defaultCover: str(),
  aspectRatio: str(),
});
export type RawShortVideoCommon = z.output<typeof rawShortVideoCommonSchema>;

/** shareInfo: what a clip's share card shows. */
export const rawShortVideoShareSchema = z.object({
  fileId: num(),
  title: str(),
  summary: str(),
  picUrl: str(),
  shareUrl: str(),
  shareClosed: flag(),
});
export type RawShortVideoShare = z.output<typeof rawShortVideoShareSchema>;
