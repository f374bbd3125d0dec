import { defineCall } from '@/lib/platform/define';
import { likeAnswerSchema } from '../analytics/event.schema';
import { rawShortVideoAttachSchema, rawShortVideoListSchema, rawShortVideoSchema } from './shortVideo.schema';
import { tag } from '@/lib/cache/tags';

// The short-video service (xyApi.mVodUrl, docs/platform-api.md "Short video"). Its call names
// overlap app_if's (article, event): a call is known by service and name.

const videoContent = {
  service: 'mvod',
  params: (id: number) => ({ id }),
  nullWhenMissing: true,
  // Shared between renders like articles; a like drops it (its tag).
  cache: { ttl: 'content', maxEntries: 500, tags: (id: number) => [tag.shortVideo(id)] },
} as const;

/** article: a short video's text, counts and author; a negative status when there is none. */
export const shortVideoArticleCall = defineCall({ name: 'article', answer: rawShortVideoSchema, ...videoContent });

/** attach: a short video's files (HLS, mp4) and poster. */
export const shortVideoAttachCall = defineCall({ name: 'attach', answer: rawShortVideoAttachSchema, ...videoContent });

export interface ShortVideoListInput {
  /** 0: all categories. */
  catId: number;
  /** The video the list is shown under, left out of it. */
  exceptId: number;
  size: number;
}

/**
 * articleList (POST, a plain form: the service does not guard it): one page of a category's
 * videos. Secondary: the related list under a video; a failure leaves it empty.
 */
export const shortVideoListCall = defineCall({
  name: 'articleList',
  service: 'mvod',
  method: 'POST',
  auth: 'none',
  params: ({ catId, exceptId, size }: ShortVideoListInput) => ({ catId, exceptId, page: 1, size }),
  answer: rawShortVideoListSchema,
  criticality: 'secondary',
  fallback: { list: [], totalCount: 0, hasMore: false },
  cache: { ttl: 'content', maxEntries: 500, tags: ({ exceptId }) => [tag.shortVideo(exceptId)] },
});

/**
 * event (POST): toggles a reader's like of a short video. Straight to the service: its writes
 * are not the app interface's, so they are neither token-guarded nor encrypted there.
 */
export const shortVideoEventCall = defineCall({
  name: 'event',
  service: 'mvod',
  method: 'POST',
  auth: 'none',
  params: ({ id, device, userId }: { id: number; device: string; userId?: string }) => ({ id, eventType: 1, device, userID: userId }),
  answer: likeAnswerSchema,
});
