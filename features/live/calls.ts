import { defineCall } from '@/lib/platform/define';
import { rawLiveComingSchema, rawLiveViewSchema } from './live.schema';
import { tag } from '@/lib/cache/tags';

/** liveComing: lives on air and upcoming (on air first, at most 20). */
export const liveComingCall = defineCall({
  name: 'liveComing',
  answer: rawLiveComingSchema,
});

export interface LiveViewInput {
  id: number;
  /** 0-based page of the reporting stream. */
  page: number;
}

/**
 * liveView: a live and one page of its reports. The first page is shared between readers for
 * two seconds only: it changes with every report, and the page cache and the push socket carry
 * the rest (a thousand readers polling after a lost socket still cost one call every 2 s).
 */
export const liveViewCall = defineCall({
  name: 'liveView',
  params: ({ id, page }: LiveViewInput) => ({ id, page }),
  answer: rawLiveViewSchema,
  nullWhenMissing: true,
  cache: { ttl: 2000, maxEntries: 200, when: ({ page }: LiveViewInput) => page === 0, tags: ({ id }: LiveViewInput) => [tag.live(id), tag.article(id)] },
});
