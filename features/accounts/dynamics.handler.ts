import { z } from 'zod';
import { getReporterDynamics } from '@/features/accounts/server/reporters';
import { defineHandler, handlerError, naturalNumber, positiveId } from '@/lib/http/handler';

const dynamic = z.object({
  id: z.number(),
  content: z.string(),
  publishedAt: z.string().nullable(),
  pictures: z.array(z.string()),
  reporter: z.object({ id: z.number(), name: z.string(), icon: z.string(), href: z.string() }).nullable(),
  href: z.string(),
});

/** GET /api/accounts/dynamics?reporterId=N&page=P: one more page (10) of a reporter's dynamics for dynamicDetail's list. */
export const GET = defineHandler({
  path: 'accounts/dynamics',
  method: 'GET',
  input: z.object({ reporterId: positiveId(), page: naturalNumber() }),
  answer: z.object({ dynamics: z.array(dynamic), hasMore: z.boolean() }),
  member: 'none',
  cacheControl: 'private, max-age=30',
  async handle({ input }) {
    const result = await getReporterDynamics(input.reporterId, input.page);
    if (!result) throw handlerError('notFound', 'no such reporter');
    return result;
  },
});
