import 'server-only';
import { platformCall } from '../call';
import { callPlatform } from '../request';
import { isPlatformError } from '../errors';
import { likeAnswerSchema } from '../schemas/event';
import { rawShortVideoAttachSchema, rawShortVideoListSchema, rawShortVideoSchema } from '../schemas/shortVideo';
import { mapShortVideo, mapShortVideoSummary } from '../map/shortVideo';
import { contentTtlMs, sharedCache } from '../sharedCache';
import type { ShortVideo, ShortVideoSummary } from '@/lib/types/shortVideo';

// Shared between renders for the content ttl, like articles (lib/platform/sharedCache.ts).
const videos = sharedCache<ShortVideo | null>('shortVideo', { ttlMs: contentTtlMs(), maxEntries: 500 });
const relatedVideos = sharedCache<ShortVideoSummary[]>('relatedShortVideos', { ttlMs: contentTtlMs(), maxEntries: 500 });

/** After a like, the next render shows the platform's count. */
export function forgetShortVideo(id: number): void {
  videos.delete(String(id));
}

/** SPEC section 9: related mini videos, size 4, page 1. */
export const RELATED_SHORT_VIDEOS = 4;

/**
 * A short video for its page (the service's `article` and `attach`, asked together), or null
 * when the service says there is no such video. Other failures reject: the page answers 503.
 */
export function getShortVideo(id: number): Promise<ShortVideo | null> {
  return videos.get(String(id), () => askShortVideo(id));
}

async function askShortVideo(id: number): Promise<ShortVideo | null> {
  try {
    const [raw, attach] = await Promise.all([
      platformCall('article', { service: 'mvod', params: { id }, schema: rawShortVideoSchema }),
      platformCall('attach', { service: 'mvod', params: { id }, schema: rawShortVideoAttachSchema }),
    ]);
    return mapShortVideo(raw, attach);
  } catch (error) {
    if (isPlatformError(error) && error.kind === 'status' && (error.status ?? 0) < 0) return null;
    throw error;
  }
}

/**
 * The related short videos under a video: its category, the video itself left out. They are
 * secondary: a failure leaves the list empty instead of failing the page.
 */
export function getRelatedShortVideos(video: { id: number; categoryId: number }): Promise<ShortVideoSummary[]> {
  return relatedVideos.get(`${video.id}|${video.categoryId}`, () => askRelatedShortVideos(video));
}

async function askRelatedShortVideos(video: { id: number; categoryId: number }): Promise<ShortVideoSummary[]> {
  // A POST of the service (SPEC section 7): a plain form, like `event` below.
  const page = (catId: number) =>
    callPlatform('articleList', {
      service: 'mvod',
      method: 'POST',
      params: { catId, exceptId: video.id, page: 1, size: RELATED_SHORT_VIDEOS },
      schema: rawShortVideoListSchema,
    });
  try {
    const sameCategory = (await page(video.categoryId)).list;
    // A small category is topped up from all categories (catId 0), so there are four when the service has them.
    const all = sameCategory.length < RELATED_SHORT_VIDEOS && video.categoryId !== 0 ? (await page(0)).list : [];
    const seen = new Set<number>();
    return [...sameCategory, ...all]
      .filter((item) => !seen.has(item.fileId) && seen.add(item.fileId))
      .slice(0, RELATED_SHORT_VIDEOS)
      .map(mapShortVideoSummary);
  } catch (error) {
    console.error('[shortVideo] related list failed', error instanceof Error ? error.message : error);
    return [];
  }
}

/**
 * Toggles the reader's like of a short video. Straight to the service: its writes are not the
 * app interface's, so they are neither token-guarded nor encrypted there (docs/platform-api.md).
 */
export async function toggleShortVideoLike(id: number, actor: { device: string; userId?: string }) {
  const answer = await callPlatform('event', {
    service: 'mvod',
    method: 'POST',
    params: { id, eventType: 1, device: actor.device, userID: actor.userId },
    schema: likeAnswerSchema,
    device: actor.device,
  });
  return { likes: answer.countPraise, liked: answer.liked };
}
