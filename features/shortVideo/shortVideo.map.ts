import type {
  ShortVideo,
  ShortVideoCategory,
  ShortVideoCommon,
  ShortVideoShareCard,
  ShortVideoSummary,
} from '@/features/shortVideo/shortVideo.types';
import type {
  RawShortVideo,
  RawShortVideoAttach,
  RawShortVideoCategories,
  RawShortVideoCommon,
  RawShortVideoItem,
  RawShortVideoShare,
} from './shortVideo.schema';
import { stripTitleMarkers } from '@/lib/format/title';
import { stripAllHtml } from '@/lib/content/sanitize';
import { toIsoTime } from '../articles/article.map';

export function mapShortVideoSummary(raw: RawShortVideoItem): ShortVideoSummary {
  return {
    id: raw.fileId,
    title: stripTitleMarkers(raw.title),
    categoryId: raw.catId,
    categoryName: raw.catName,
    author: { name: raw.userName, icon: raw.userIcon },
    cover: raw.picUrl,
    durationSeconds: raw.duration,
    publishedAt: toIsoTime(raw.publishtime),
    counts: { clicks: raw.countClick, comments: raw.countDiscuss, likes: raw.countPraise, shares: raw.countShare },
  };
}

/** The HLS stream wins (hls.js or native), the mp4 is the fallback; any other file last. */
function playable(attach: RawShortVideoAttach) {
  const files = attach.list.filter((file) => file.url !== '');
  return files.find((file) => file.type === 'hls') ?? files.find((file) => file.type === 'mp4') ?? files[0];
}

export function mapShortVideo(raw: RawShortVideo, attach: RawShortVideoAttach): ShortVideo {
  const file = playable(attach);
  const width = file?.width || raw.width;
  const height = file?.height || raw.height;
  const summary = mapShortVideoSummary(raw);
  return {
    ...summary,
    cover: summary.cover || attach.list.find((item) => item.poster !== '')?.poster || '',
    // Text from the platform is shown as text, never as markup.
    summary: stripAllHtml(raw.summary),
    shareClosed: raw.shareClosed,
    src: file?.url ?? '',
    ratio: width > 0 && height > 0 ? width / height : 9 / 16,
  };
}

export function mapShortVideoCategories(raw: RawShortVideoCategories): ShortVideoCategory[] {
  return raw.list
    .filter((cat) => cat.catId > 0 && cat.catName !== '')
    .map((cat) => ({ id: cat.catId, name: cat.catName }));
}

/** docs/product.md §9: four related clips, when the service says nothing (or nonsense). */
export const DEFAULT_RELATED_SIZE = 4;
/** The service's articleList gives at most 20 a page. */
const MAX_RELATED_SIZE = 20;
const VERTICAL_FRAME = 9 / 16;

/** `'9:16'` → 0.5625; anything else (absent, zero, not a ratio) → null. */
function ratioOf(text: string): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*[:/]\s*(\d+(?:\.\d+)?)\s*$/.exec(text);
  if (!match) return null;
  const ratio = Number(match[1]) / Number(match[2]);
  return Number.isFinite(ratio) && ratio > 0 ? ratio : null;
}

/**
 * commonInfo, bounded: the related list's size between 1 and the service's page limit, the
 * default cover only when it is an http(s) address, the frame only when it reads as a ratio.
 */
export function mapShortVideoCommon(raw: RawShortVideoCommon): ShortVideoCommon {
  const size = Math.trunc(raw.relatedSize);
  return {
    relatedSize: size >= 1 ? Math.min(size, MAX_RELATED_SIZE) : DEFAULT_RELATED_SIZE,
    defaultCover: /^https?:\/\//.test(raw.defaultCover) ? raw.defaultCover : '',
    frameRatio: ratioOf(raw.aspectRatio) ?? VERTICAL_FRAME,
  };
}

/** A clip's cover, or the service's cover for clips without one. */
export function withCover<T extends { cover: string }>(clip: T, common: ShortVideoCommon): T {
  return clip.cover ? clip : { ...clip, cover: common.defaultCover };
}

/**
 * The share card of a clip: the share info's title, summary and picture where it gives them (its
 * answer is of this clip), the clip's own otherwise (the call failed or left a field empty). Closed
 * when either the clip or its share info says so.
 */
export function mapShareCard(raw: RawShortVideoShare, video: ShortVideo): ShortVideoShareCard {
  const own = raw.fileId === video.id;
  const title = own ? stripTitleMarkers(raw.title) : '';
  const description = own ? stripAllHtml(raw.summary) : '';
  return {
    title: title || video.title,
    description: description || video.summary,
    image: (own && /^https?:\/\//.test(raw.picUrl) ? raw.picUrl : '') || video.cover,
    closed: video.shareClosed || (own && raw.shareClosed),
  };
}
