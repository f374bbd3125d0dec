import { liveState } from '@/features/live/liveState';
import type { ComingLive, LiveDetail, LiveReport } from '@/features/live/live.types';
import { sanitizeArticleHtml } from '@/lib/content/sanitize';
import type { RawLiveComing, RawLiveReport, RawLiveView } from './live.schema';
import { toIsoTime } from '../articles/article.map';
import { liveDetailRoute } from '@/features/live/paths';

/** liveComing, on air first (the platform's order), entries without an id left out. */
export function mapComingLives(raw: RawLiveComing): ComingLive[] {
  return raw.list
    .filter((item) => item.fileId > 0)
    .map((item) => {
      const startsAt = toIsoTime(item.startTime);
      // Judged without the clock here (the answer is shared for seconds): moreLives judges it at load.
      const { phase, label } = liveState({ status: item.liveStatus, startsAt });
      return {
        id: item.fileId,
        title: item.title,
        startsAt,
        bannerUrl: item.appBannerUrl,
        liveStatus: item.liveStatus,
        phase,
        label,
        href: liveDetailRoute.href({ linkId: item.fileId, id: item.fileId }),
      };
    });
}

/** A report as the page shows it; attachments split into pictures and the one video clip. */
export function mapLiveReport(raw: RawLiveReport): LiveReport {
  const video = raw.attachments.find((a) => a.type === 2 && a.url);
  return {
    id: raw.fileId,
    pinned: raw.isTop === 1,
    title: raw.title,
    publishedAt: toIsoTime(raw.publishtime),
    author: raw.user,
    authorIcon: raw.userIcon,
    text: raw.content,
    pictures: raw.attachments.filter((a) => a.type === 0 && a.url).map((a) => a.url),
    video: video ? { url: video.url, poster: video.poster } : null,
  };
}

/** liveView: the live and its first reports, reports without an id left out. */
export function mapLiveDetail(raw: RawLiveView): LiveDetail {
  const { main } = raw;
  const video = main.config.videos[0];
  return {
    id: main.fileId,
    title: main.title,
    startsAt: toIsoTime(main.startTime),
    endsAt: toIsoTime(main.endTime),
    status: main.status,
    preview: main.aStatus !== 1,
    liveUrl: video?.appLiveUrl ?? '',
    playbackUrl: video?.appPlaybackUrl ?? '',
    poster: video?.poster || main.picBig,
    image: main.picBig,
    descriptionHtml: sanitizeArticleHtml(main.content),
    countClick: raw.countClick,
    countPraise: main.countPraise,
    countDiscuss: main.countDiscuss,
    discussClosed: main.discussClosed,
    shareClosed: main.shareClosed,
    reports: raw.list.filter((r) => r.fileId > 0).map(mapLiveReport),
    hasMore: raw.hasMore,
  };
}
