import { z } from 'zod';
import { getArticles } from '@/lib/platform/lists/articles';
import { getTagArticles } from '@/lib/platform/lists/tags';
import { listPageAnswer } from '@/lib/http/answerSchemas';
import { defineHandler, handlerError, naturalNumber, positiveId } from '@/lib/http/handler';

/**
 * GET /api/articles?columnId=N&page=P[&typeScreen=T] or ?tagId=N&page=P: one page of a list for
 * the browser's infinite lists. The browser talks to us, not to the platform (docs/decisions/0003).
 */
export const GET = defineHandler({
  path: 'articles',
  method: 'GET',
  input: z.union([
    z.object({ columnId: positiveId(), page: naturalNumber(), typeScreen: naturalNumber().optional(), tagId: z.never().optional() }),
    z.object({ tagId: positiveId(), page: naturalNumber(), columnId: z.never().optional(), typeScreen: z.never().optional() }),
  ]),
  answer: listPageAnswer,
  member: 'none',
  cacheControl: 'private, max-age=30',
  async handle({ input, request }) {
    const result =
      input.columnId !== undefined
        ? await getArticles(input.columnId, input.page, { signal: request.signal, typeScreen: input.typeScreen })
        : await getTagArticles(input.tagId, input.page, { signal: request.signal });
    if (!result) throw handlerError('notFound', 'no such list');
    return { articles: result.articles, hasMore: result.hasMore };
  },
});
