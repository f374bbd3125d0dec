import { z } from 'zod';
import { getEntries } from '@/features/activities/server/activities';
import { defineHandler, naturalNumber, positiveId } from '@/lib/http/handler';

/** GET /api/activities/entries?activityId=&page=: who signed up, 8 a page (the activity page shows page 0). */
export const GET = defineHandler({
  path: 'activities/entries',
  method: 'GET',
  input: z.object({ activityId: positiveId(), page: naturalNumber().pipe(z.number().max(500)) }),
  answer: z.object({ entries: z.array(z.object({ id: z.number(), nickname: z.string() })), hasMore: z.boolean() }),
  member: 'none',
  async handle({ input }) {
    const page = await getEntries(input.activityId, input.page);
    return { entries: page.entries.map(({ id, nickname }) => ({ id, nickname })), hasMore: page.hasMore };
  },
});
