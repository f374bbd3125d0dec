// What is counted and when (docs/product.md §7, "Counts"): pure rules, shared by the browser's
// sender (countView.ts) and our handler (app/api/analytics/count).

import { isCrawler } from '@/lib/debug/debugTools';

/** The events a page view sends; a share is sent by the share panel (features/share). */
export const VIEW_EVENTS = ['click', 'sharePageClick'] as const;
export type ViewEvent = (typeof VIEW_EVENTS)[number];
/** What clicks are counted on: articles of every type, and lives. */
export const COUNTED_OBJECTS = ['article', 'live'] as const;
export type CountedKind = (typeof COUNTED_OBJECTS)[number];

/**
 * Weixin marks a link opened from a chat or from Moments (`from=singlemessage|groupmessage|timeline`,
 * with `isappinstalled`); our own share panel and poster mark theirs `share=1`. A reader arriving by
 * one of these came from a shared link.
 */
const WEIXIN_SHARED_FROM = new Set(['singlemessage', 'groupmessage', 'timeline']);
export const SHARED_LINK_PARAM = 'share';

export function arrivedFromShare(search: string): boolean {
  const query = new URLSearchParams(search);
  return WEIXIN_SHARED_FROM.has(query.get('from') ?? '') || query.get(SHARED_LINK_PARAM) === '1';
}

/**
 * Requests that are no reader's view: crawlers and audit tools (their user agent), and prefetches
 * and prerenders the browser made on its own (`Sec-Purpose`/`Purpose: prefetch`).
 */
export function notAView(headers: Headers): boolean {
  const purpose = `${headers.get('sec-purpose') ?? ''} ${headers.get('purpose') ?? ''} ${headers.get('x-moz') ?? ''}`;
  return isCrawler(headers.get('user-agent') ?? '') || /prefetch|prerender/i.test(purpose);
}

/** Where the browser keeps its "sent today" marks. */
export const SENT_TODAY_PREFIX = 'touch:counted:';

/** The browser's own memory of "sent today" (local day): one call per device, object and day, not one per visit. */
export function sentTodayKey(kind: CountedKind, id: number, event: ViewEvent): string {
  return `${SENT_TODAY_PREFIX}${event}:${kind}:${id}`;
}
