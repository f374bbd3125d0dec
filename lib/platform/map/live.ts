import type { ComingLive } from '@/lib/types/live';
import type { RawLiveComing } from '../schemas/live';
import { toIsoTime } from './article';

/** liveComing, on air first (the platform's order), entries without an id left out. */
export function mapComingLives(raw: RawLiveComing): ComingLive[] {
  return raw.list
    .filter((item) => item.fileId > 0)
    .map((item) => ({
      id: item.fileId,
      title: item.title,
      startsAt: toIsoTime(item.startTime),
      bannerUrl: item.appBannerUrl,
      liveStatus: item.liveStatus,
      href: `/liveDetail/${item.fileId}/${item.fileId}.html`,
    }));
}
