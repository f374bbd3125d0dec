import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { mapShortVideo, mapShortVideoSummary } from '../shortVideo.map';
import { shortVideoArticleCall, shortVideoAttachCall, shortVideoEventCall, shortVideoListCall } from '../calls';
import type { ShortVideo, ShortVideoSummary } from '@/features/shortVideo/shortVideo.types';

/** docs/product.md §9: related mini videos, size 4, page 1. */
export const RELATED_SHORT_VIDEOS = 4;

/**
 * A short video for its page (the service's `article` and `attach`, asked together), or null
 * when the service says there is no such video. Other failures reject: the page answers 503.
 */
export async function getShortVideo(id: number): Promise<ShortVideo | null> {
  const [raw, attach] = await Promise.all([platformCall(shortVideoArticleCall, id), platformCall(shortVideoAttachCall, id)]);
  return raw && attach && mapShortVideo(raw, attach);
}

/**
 * The related short videos under a video: its category, the video itself left out, topped up
 * from all categories (catId 0) when the category is small, so there are four when the service
 * has them. Secondary: a failed list is an empty one.
 */
export async function getRelatedShortVideos(video: { id: number; categoryId: number }): Promise<ShortVideoSummary[]> {
  const page = (catId: number) => platformCall(shortVideoListCall, { catId, exceptId: video.id, size: RELATED_SHORT_VIDEOS });
  const sameCategory = (await page(video.categoryId)).list;
  const all = sameCategory.length < RELATED_SHORT_VIDEOS && video.categoryId !== 0 ? (await page(0)).list : [];
  const seen = new Set<number>();
  return [...sameCategory, ...all]
    .filter((item) => !seen.has(item.fileId) && seen.add(item.fileId))
    .slice(0, RELATED_SHORT_VIDEOS)
    .map(mapShortVideoSummary);
}

/** Toggles the reader's like of a short video; answers the new count and state. */
export async function toggleShortVideoLike(id: number, actor: { device: string; userId?: string }) {
  const answer = await platformCall(shortVideoEventCall, { id, ...actor }, { device: actor.device });
  return { likes: answer.countPraise, liked: answer.liked };
}

/**
 * The newest short video's id: the footer's way into short videos, which no list links to.
 * Secondary like the related list: a failure gives null and no link.
 */
export async function getNewestShortVideoId(): Promise<number | null> {
  const { list } = await platformCall(shortVideoListCall, { catId: 0, exceptId: 0, size: 1 });
  return list[0]?.fileId ?? null;
}
