import { z } from 'zod';
import { sendShareEvent } from '@/features/share/server/shareEvent';
import { SHARE_OBJECT } from '@/features/share/shareTarget';
import { beaconLimits, defineHandler, positiveId } from '@/lib/http/handler';

/**
 * POST /api/share {id, objectType, channel}: a reader shared a page (the share panel,
 * docs/product.md §9): the platform's share event for the object. Answers 202 at once; the
 * platform's refusal is logged, never shown (a share is done whether or not it was counted).
 */
export const POST = defineHandler({
  path: 'share',
  method: 'POST',
  input: z.object({
    id: positiveId(),
    objectType: z.literal(Object.values(SHARE_OBJECT)),
    channel: z.enum(['system', 'weibo', 'qq', 'copy', 'poster', 'app']),
  }),
  answer: z.object({}),
  status: 202,
  member: 'optional',
  device: 'required',
  // A beacon like the analytics records: a reader shares a handful of pages a minute.
  rateLimit: beaconLimits('share', 30),
  async handle({ input, device, member }) {
    sendShareEvent(input.id, input.objectType, { device, userId: member?.userId }).catch((error: unknown) =>
      console.warn('[share] share event failed', error instanceof Error ? error.message : error),
    );
    return {};
  },
});
