import { z } from 'zod';
import { reportAdEvent } from '@/features/ads/server/adEvents';
import { AD_REPORTS } from '@/features/ads/ads.types';
import { notAView } from '@/features/analytics/countRules';
import { defineHandler, MINUTE, perReaderAndAddress, positiveId } from '@/lib/http/handler';

/**
 * POST /api/ads/event {id, event}: an ad shown (once per ad per page view) or clicked, passed to
 * the ads service's `event` (docs/product.md §2 "Advertising"). Crawlers and prefetches report
 * nothing. Limits of their own, not the beacons': a list page shows a few ads, and their
 * impressions must not use up the address's allowance for the analytics records. Counted as reads
 * are (docs/decisions/0080): for the reader's device, one an earlier call gave it (a cookie-less
 * flood counts nothing), and by the ads service once per device, ad, event and day.
 */
export const POST = defineHandler({
  path: 'ads/event',
  method: 'POST',
  input: z.object({ id: positiveId(), event: z.enum(AD_REPORTS) }),
  answer: z.object({ reported: z.boolean() }),
  member: 'none',
  device: 'established',
  rateLimit: perReaderAndAddress({ name: 'ads/event', perDevice: 60, perAddress: 600, windowMs: MINUTE }),
  async handle({ input, request, device }) {
    if (notAView(request.headers)) return { reported: false };
    return { reported: await reportAdEvent(input.id, input.event, device) };
  },
});
