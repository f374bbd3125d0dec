import { z } from 'zod';
import { recordBulletinOpened } from '@/features/accounts/server/accounts';
import { beaconLimits, defineHandler, positiveId } from '@/lib/http/handler';

/**
 * POST /api/accounts/xyBulletin {xyId}: a reader opened a media account's notice (hitXyBulletin, with the
 * member's id when signed in). The account page does not show the count: nothing cached changes.
 */
export const POST = defineHandler({
  path: 'accounts/xyBulletin',
  method: 'POST',
  input: z.object({ xyId: positiveId() }),
  answer: z.object({ recorded: z.literal(true) }),
  member: 'optional',
  // The platform counts openings by device.
  device: 'required',
  // Per address with every other beacon (docs/decisions/0043).
  rateLimit: beaconLimits('xyBulletin', 20),
  async handle({ input, device, member }) {
    await recordBulletinOpened(input.xyId, { device, userId: member?.userId });
    return { recorded: true as const };
  },
});
