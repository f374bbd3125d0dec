import { z } from 'zod';
import { getCollection } from '@/features/member/server/favorites';
import { articleSummary } from '@/lib/http/answerSchemas';
import { defineHandler, naturalNumber } from '@/lib/http/handler';

/**
 * GET /api/member/favList?page=P: one page (0-based) of the signed-in member's collection, for the pages
 * after the first on getUserInfo.html (the server renders the first).
 */
export const GET = defineHandler({
  path: 'member/favList',
  method: 'GET',
  input: z.object({ page: naturalNumber() }),
  answer: z.object({
    items: z.array(z.object({ article: articleSummary, collectedAt: z.string().nullable() })),
    total: z.number().int().min(0),
    hasMore: z.boolean(),
  }),
  member: 'required',
  handle: ({ input, member }) => getCollection(member, input.page),
});
