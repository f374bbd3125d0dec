import { z } from 'zod';
import { recordBulletinOpened } from '@/features/accounts/server/accounts';
import { allOf, defineHandler, positiveId, slidingWindow } from '@/lib/http/handler';

/**
 * POST /api/xyBulletin {xyId}: a reader opened a media account's notice (hitXyBulletin, with the
 * member's id when signed in). The account page does not show the count: nothing cached changes.
 */
export const POST = defineHandler({
  path: 'xyBulletin',
  method: 'POST',
  input: z.object({ xyId: positiveId() }),
  answer: z.object({ recorded: z.literal(true) }),
  member: 'optional',
  // The platform counts openings by device.
  device: 'required',
  rateLimit: allOf(
    slidingWindow({ name: 'xyBulletin', limit: 20, windowMs: 60_000, by: ['device'] }),
    slidingWindow({ name: 'xyBulletin:address', limit: 200, windowMs: 60_000, by: ['address'] }),
  ),
  async handle({ input, device, member }) {
    await recordBulletinOpened(input.xyId, { device, userId: member?.userId });
    return { recorded: true as const };
  },
});
