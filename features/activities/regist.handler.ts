import { z } from 'zod';
import { registerForActivity } from '@/features/activities/server/activities';
import { tag } from '@/lib/cache/tags';
import { defineHandler, positiveId, slidingWindow } from '@/lib/http/handler';
import { activityRefusal } from '@/features/activities/refusal';

/**
 * POST /api/activities/regist {activityId, answers}: the signed-in reader applies (activityRegist).
 * The platform checks every field, the unique ones, the state and the capacity; its refusals
 * come back worded for the form (../refusal.ts), which keeps what the reader typed.
 */
export const POST = defineHandler({
  path: 'activities/regist',
  method: 'POST',
  input: z.object({
    activityId: positiveId(),
    answers: z
      .record(z.string().max(40), z.string().max(500))
      .refine((answers) => Object.keys(answers).length <= 40, 'too many fields'),
  }),
  answer: z.object({ entryId: z.number(), registCode: z.string() }),
  member: 'required',
  rateLimit: slidingWindow({ name: 'activityRegist', limit: 10, windowMs: 60_000, by: ['memberId'] }),
  invalidates: ({ activityId }) => [tag.activity(activityId), tag.activities()],
  async handle({ input, member }) {
    try {
      return await registerForActivity(input.activityId, input.answers, {
        memberToken: member.accessToken,
        device: member.device,
      });
    } catch (error) {
      throw activityRefusal(error);
    }
  },
});
