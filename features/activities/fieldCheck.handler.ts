import { z } from 'zod';
import { isFieldValueTaken } from '@/features/activities/server/activities';
import { defineHandler, positiveId, slidingWindow } from '@/lib/http/handler';
import { activityRefusal } from '@/features/activities/refusal';

/** GET /api/activities/fieldCheck: whether a unique field's value is taken (checkEntryRepeatField), asked on blur. */
export const GET = defineHandler({
  path: 'activities/fieldCheck',
  method: 'GET',
  input: z.object({
    activityId: positiveId(),
    field: z.string().min(1).max(40),
    value: z.string().trim().min(1).max(200),
  }),
  answer: z.object({ taken: z.boolean() }),
  member: 'required',
  // Asking value after value would tell who registered: a reader gets a form's worth, not a list's.
  rateLimit: slidingWindow({ name: 'activityFieldCheck', limit: 30, windowMs: 60_000, by: ['memberId'] }),
  async handle({ input }) {
    try {
      return { taken: await isFieldValueTaken(input.activityId, input.field, input.value) };
    } catch (error) {
      throw activityRefusal(error);
    }
  },
});
