import type { ShortVideo, ShortVideoSummary } from '@/features/shortVideo/shortVideo.types';
import type { RawShortVideo, RawShortVideoAttach, RawShortVideoItem } from './shortVideo.schema';
import { stripTitleMarkers } from '@/lib/format/title';
import { stripAllHtml } from '@/lib/content/sanitize';
import { toIsoTime } from '../articles/article.map';

export function mapShortVideoSummary(raw: RawShortVideoItem): ShortVideoSummary {
  return {
    id: raw.fileId,
    title: stripTitleMarkers(raw.title),
    categoryId: raw.catId,
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
