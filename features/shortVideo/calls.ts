import { defineCall } from '@/lib/platform/define';
import { likeAnswerSchema } from '../analytics/event.schema';
import {
  rawShortVideoAttachSchema,
  rawShortVideoCategoriesSchema,
  rawShortVideoCommonSchema,
  rawShortVideoListSchema,
  rawShortVideoSchema,
  rawShortVideoShareSchema,
} from './shortVideo.schema';
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
  /** 1-based, as the service counts; 1 when absent. */
  page?: number;
  size: number;
  /** A clip left out of the list (the one a related list is shown under). */
  exceptId?: number;
  /** A cursor: only the clips after this one in the list's order (older; the dialect's `lastFileId`). */
  after?: number;
  /** A cursor: only the clips before this one, nearest first (`firstFileId`, designed here). */
  before?: number;
}

/** The clip whose page a list is asked for (its related clips, its neighbours): a like drops the list with it. */
const clipOf = ({ exceptId, after, before }: ShortVideoListInput) => exceptId || after || before || 0;

/**
 * articleList (POST, a plain form: the service does not guard it): one page of a category's clips,
 * newest first. One definition for its three uses: a page of the short-video list (minVideoList),
 * the related clips under a clip, and a clip's neighbours in its category (a cursor, size 1).
 * Secondary, for the two under a clip: they are left out when it fails. The list page cannot be
 * shown without it: its fallback says it is one (totalCount -1), and that page answers 503 for it
 * (features/shortVideo/server/shortVideo.ts) rather than an empty list every cache would keep.
 */
export const shortVideoListCall = defineCall({
  name: 'articleList',
  service: 'mvod',
  method: 'POST',
  auth: 'none',
  params: ({ catId, page, size, exceptId, after, before }: ShortVideoListInput) => ({
    catId,
    exceptId: exceptId || undefined,
    lastFileId: after || undefined,
    firstFileId: before || undefined,
    page: page ?? 1,
    size,
  }),
  answer: rawShortVideoListSchema,
  criticality: 'secondary',
  fallback: { list: [], totalCount: -1, hasMore: false },
  cache: { ttl: 'content', maxEntries: 1000, tags: (input) => (clipOf(input) ? [tag.shortVideo(clipOf(input))] : []) },
});

// Categories and what holds for every clip change rarely; each list and clip page needs them.
const SERVICE_FACTS_TTL_MS = 5 * 60_000;

/** categoryList: the service's categories, the tabs of the short-video list. Page-critical there. */
export const shortVideoCategoriesCall = defineCall({
  name: 'categoryList',
  service: 'mvod',
  answer: rawShortVideoCategoriesSchema,
  cache: { ttl: SERVICE_FACTS_TTL_MS, maxEntries: 1 },
});

/**
 * commonInfo: the related list's size, the cover of a clip without one and the player's frame.
 * Secondary: its fallback is what docs/product.md §9 says (four related clips, 9:16).
 */
export const shortVideoCommonCall = defineCall({
  name: 'commonInfo',
  service: 'mvod',
  answer: rawShortVideoCommonSchema,
  criticality: 'secondary',
  fallback: { relatedSize: 4, defaultCover: '', aspectRatio: '9:16' },
  cache: { ttl: SERVICE_FACTS_TTL_MS, maxEntries: 1 },
});

/**
 * shareInfo: a clip's share card. Secondary: a failure answers no clip (fileId 0), and the card is
 * made of the clip's own title, summary and cover (features/shortVideo/shortVideo.map.ts).
 */
export const shortVideoShareCall = defineCall({
  name: 'shareInfo',
  service: 'mvod',
  params: (id: number) => ({ id }),
  answer: rawShortVideoShareSchema,
  criticality: 'secondary',
  fallback: { fileId: 0, title: '', summary: '', picUrl: '', shareUrl: '', shareClosed: false },
  cache: { ttl: 'content', maxEntries: 500, tags: (id: number) => [tag.shortVideo(id)] },
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
  params: ({ id, device, userId }: { id: number; device: string; userId?: string }) => ({
    id,
    eventType: 1,
    device,
    userID: userId,
  }),
  answer: likeAnswerSchema,
});
