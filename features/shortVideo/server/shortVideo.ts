import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { PlatformError } from '@/lib/platform/errors';
import {
  mapShareCard,
  mapShortVideo,
  mapShortVideoCategories,
  mapShortVideoCommon,
  mapShortVideoSummary,
  withCover,
} from '../shortVideo.map';
import {
  shortVideoArticleCall,
  shortVideoAttachCall,
  shortVideoCategoriesCall,
  shortVideoCommonCall,
  shortVideoEventCall,
  shortVideoListCall,
  shortVideoShareCall,
} from '../calls';
import type {
  ClipNeighbours,
  ShortVideo,
  ShortVideoCategory,
  ShortVideoCommon,
  ShortVideoListPage,
  ShortVideoShareCard,
  ShortVideoSummary,
} from '@/features/shortVideo/shortVideo.types';

/** docs/product.md §9: related mini videos, size 4, page 1 (the service's commonInfo may say otherwise). */
export const RELATED_SHORT_VIDEOS = 4;

/** Clips on a page of the short-video list: five rows of two on a phone. */
export const SHORT_VIDEO_PAGE_SIZE = 10;

/**
 * A short video for its page (the service's `article` and `attach`, asked together), or null
 * when the service says there is no such video. Other failures reject: the page answers 503.
 */
export async function getShortVideo(id: number): Promise<ShortVideo | null> {
  const [raw, attach] = await Promise.all([
    platformCall(shortVideoArticleCall, id),
    platformCall(shortVideoAttachCall, id),
  ]);
  return raw && attach && mapShortVideo(raw, attach);
}

/** What holds for every clip (commonInfo), or docs/product.md §9's defaults when the service fails. */
export async function getShortVideoCommon(): Promise<ShortVideoCommon> {
  return mapShortVideoCommon(await platformCall(shortVideoCommonCall));
}

/** The service's categories (categoryList); a failure is the list page's (503). */
export async function getShortVideoCategories(): Promise<ShortVideoCategory[]> {
  return mapShortVideoCategories(await platformCall(shortVideoCategoriesCall));
}

/** A clip's share card (shareInfo), made of the clip's own words when the service fails. */
export async function getShareCard(video: ShortVideo): Promise<ShortVideoShareCard> {
  return mapShareCard(await platformCall(shortVideoShareCall, video.id), video);
}

/**
 * The related short videos under a video: its category, the video itself left out, topped up
 * from all categories (catId 0) when the category is small, so there are as many as commonInfo
 * says when the service has them. Secondary: a failed list is an empty one.
 */
export async function getRelatedShortVideos(
  video: { id: number; categoryId: number },
  common?: ShortVideoCommon,
): Promise<ShortVideoSummary[]> {
  const size = common?.relatedSize ?? RELATED_SHORT_VIDEOS;
  const page = (catId: number) => platformCall(shortVideoListCall, { catId, exceptId: video.id, size });
  const sameCategory = (await page(video.categoryId)).list;
  const all = sameCategory.length < size && video.categoryId !== 0 ? (await page(0)).list : [];
  const seen = new Set<number>();
  return [...sameCategory, ...all]
    .filter((item) => !seen.has(item.fileId) && seen.add(item.fileId))
    .slice(0, size)
    .map((item) => (common ? withCover(mapShortVideoSummary(item), common) : mapShortVideoSummary(item)));
}

/**
 * The clips before and after one in its category, newest first (articleList cut at it): the
 * previous and the next clip. Secondary: a failed side is none.
 */
export async function getClipNeighbours(video: { id: number; categoryId: number }): Promise<ClipNeighbours> {
  const [before, after] = await Promise.all([
    platformCall(shortVideoListCall, { catId: video.categoryId, before: video.id, exceptId: video.id, size: 1 }),
    platformCall(shortVideoListCall, { catId: video.categoryId, after: video.id, exceptId: video.id, size: 1 }),
  ]);
  const one = (list: typeof before.list) => {
    const item = list.find((clip) => clip.fileId !== video.id);
    return item ? mapShortVideoSummary(item) : null;
  };
  return { previous: one(before.list), next: one(after.list) };
}

/**
 * One page (0-based) of a category's clips, or of all of them (catId 0), newest first. The list is
 * the page's content: a failed call rejects (the page answers 503), never an empty page.
 */
export async function getShortVideoPage(
  catId: number,
  page: number,
  common: ShortVideoCommon,
): Promise<ShortVideoListPage> {
  const answer = await platformCall(shortVideoListCall, { catId, page: page + 1, size: SHORT_VIDEO_PAGE_SIZE });
  if (answer.totalCount < 0)
    throw new PlatformError('network', 'articleList', 'the short-video list could not be read');
  return {
    clips: answer.list.map((item) => withCover(mapShortVideoSummary(item), common)),
    page,
    hasMore: answer.hasMore || (page + 1) * SHORT_VIDEO_PAGE_SIZE < answer.totalCount,
  };
}

/** Toggles the reader's like of a short video; answers the new count and state. */
export async function toggleShortVideoLike(id: number, actor: { device: string; userId?: string }) {
  const answer = await platformCall(shortVideoEventCall, { id, ...actor }, { device: actor.device });
  return { likes: answer.countPraise, liked: answer.liked };
}
