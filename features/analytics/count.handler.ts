import { z } from 'zod';
import { countEvent, EVENT_OBJECT, EVENT_TYPE } from '@/features/analytics/server/events';
import { COUNTED_OBJECTS, VIEW_EVENTS, notAView } from '@/features/analytics/countRules';
import { beaconLimits, defineHandler, positiveId } from '@/lib/http/handler';
import { platformLikeLimit } from '@/lib/http/likeHandler';

/**
 * POST /api/analytics/count {id, kind, event}: a reader's view of an article or a live (the click event), or
 * their arrival from a shared link (the share-page-click event), counted by the platform once per
 * device, object and day (docs/product.md §7, "Counts"). Crawlers and prefetches count nothing. No
 * cache is dropped: the read count shows on pages and lists within the page cache's lifetime.
 */
export const POST = defineHandler({
  path: 'analytics/count',
  method: 'POST',
  input: z.object({ id: positiveId(), kind: z.enum(COUNTED_OBJECTS), event: z.enum(VIEW_EVENTS) }),
  answer: z.object({ counted: z.boolean() }),
  member: 'optional',
  // Counted per device: a device made by this very call would let a cookie-less flood count
  // (docs/decisions/0043); the browser gets a device first and sends again.
  device: 'established',
  // A page view sends one or two; a reader opens a few pages a minute.
  rateLimit: beaconLimits('count', 60),
  async handle({ input, device, member, request }) {
    if (notAView(request.headers)) return { counted: false };
    const objectType = input.kind === 'live' ? EVENT_OBJECT.live : EVENT_OBJECT.article;
    const eventType = input.event === 'click' ? EVENT_TYPE.click : EVENT_TYPE.sharePageClick;
    try {
      const { counted } = await countEvent({ id: input.id, objectType }, eventType, { device, userId: member?.userId });
      return { counted };
    } catch (error) {
      throw platformLikeLimit(error);
    }
  },
});
