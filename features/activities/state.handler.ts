import { z } from 'zod';
import { getActivity, getActivityMembership } from '@/features/activities/server/activities';
import { defineHandler, HandlerError, positiveId } from '@/lib/http/handler';

/**
 * GET /api/activities/state?activityId=: what the cached activity page cannot know: whether this
 * reader is signed in and registered, and the count of entries now.
 */
export const GET = defineHandler({
  path: 'activities/state',
  method: 'GET',
  input: z.object({ activityId: positiveId() }),
  answer: z.object({
    signedIn: z.boolean(),
    registered: z.boolean(),
    entryId: z.number().nullable(),
    registCode: z.string(),
    entryCount: z.number(),
  }),
  member: 'optional',
  async handle({ input, member }) {
    if (!member) {
      const activity = await getActivity(input.activityId);
      if (!activity) throw new HandlerError('notFound', 404, 'activity not found');
      return { signedIn: false, registered: false, entryId: null, registCode: '', entryCount: activity.entryCount };
    }
    const mine = await getActivityMembership(input.activityId, {
      memberToken: member.accessToken,
      device: member.device,
    });
    if (!mine) throw new HandlerError('notFound', 404, 'activity not found');
    return { signedIn: true, ...mine };
  },
});
