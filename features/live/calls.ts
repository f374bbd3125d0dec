import { defineCall } from '@/lib/platform/define';
import { rawLiveComingSchema, rawLiveRemindSchema, rawLiveViewSchema } from './live.schema';
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
  cache: {
    ttl: 2000,
    maxEntries: 200,
    when: ({ page }: LiveViewInput) => page === 0,
    tags: ({ id }: LiveViewInput) => [tag.live(id), tag.article(id)],
  },
});

// Live reminders (docs/platform-api.md, "Live reminders"; docs/decisions/0062): a member's own,
// never shared or cached; `id` is the live's fileId.

/** liveRemind (POST, member token): remind me when this coming live starts. */
export const liveRemindCall = defineCall({
  name: 'liveRemind',
  method: 'POST',
  params: (id: number) => ({ id }),
  answer: rawLiveRemindSchema,
});

/** liveRemindCancel (POST, member token): forget that reminder. */
export const liveRemindCancelCall = defineCall({
  name: 'liveRemindCancel',
  method: 'POST',
  params: (id: number) => ({ id }),
  answer: rawLiveRemindSchema,
});

/** liveRemindState (member token): whether I asked to be reminded of this live. */
export const liveRemindStateCall = defineCall({
  name: 'liveRemindState',
  params: (id: number) => ({ id }),
  answer: rawLiveRemindSchema,
});
