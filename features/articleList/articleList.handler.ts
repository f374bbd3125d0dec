import { z } from 'zod';
import { getArticles } from '@/features/columns/server/articles';
import { getTagArticles } from '@/features/columns/server/tags';
import { getXyArticles } from '@/features/accounts/server/accounts';
import { getReporterArticles } from '@/features/accounts/server/reporters';
import { getFigureArticles } from '@/features/figures/server/figures';
import { listPageAnswer } from '@/lib/http/answerSchemas';
import { defineHandler, handlerError, naturalNumber, positiveId } from '@/lib/http/handler';

/** Exactly one source per request: the others must be absent. */
const none = z.never().optional();

/**
 * GET /api/articleList?columnId=N&page=P[&typeScreen=T], ?tagId=N&page=P or ?xyId=N&page=P (a media
 * account's articles), ?reporterId=N&page=P (a reporter's, until a page comes back empty) or
 * ?figureId=N&page=P (the reports about a public figure): one page of a list for the browser's
 * infinite lists. The browser talks to us, not to the platform (docs/decisions/0003).
 */
export const GET = defineHandler({
  path: 'articleList',
  method: 'GET',
  input: z.union([
    z.object({
      columnId: positiveId(),
      page: naturalNumber(),
      typeScreen: naturalNumber().optional(),
      tagId: none,
      xyId: none,
      reporterId: none,
      figureId: none,
    }),
    z.object({
      tagId: positiveId(),
      page: naturalNumber(),
      columnId: none,
      typeScreen: none,
      xyId: none,
      reporterId: none,
      figureId: none,
    }),
    z.object({
      xyId: positiveId(),
      page: naturalNumber(),
      columnId: none,
      typeScreen: none,
      tagId: none,
      reporterId: none,
      figureId: none,
    }),
    z.object({
      reporterId: positiveId(),
      page: naturalNumber(),
      columnId: none,
      typeScreen: none,
      tagId: none,
      xyId: none,
      figureId: none,
    }),
    z.object({
      figureId: positiveId(),
      page: naturalNumber(),
      columnId: none,
      typeScreen: none,
      tagId: none,
      xyId: none,
      reporterId: none,
    }),
  ]),
  answer: listPageAnswer,
  member: 'none',
  cacheControl: 'private, max-age=30',
  async handle({ input, request }) {
    const options = { signal: request.signal };
    const result =
      input.columnId !== undefined
        ? await getArticles(input.columnId, input.page, { ...options, typeScreen: input.typeScreen })
        : input.tagId !== undefined
          ? await getTagArticles(input.tagId, input.page, options)
          : input.xyId !== undefined
            ? await getXyArticles(input.xyId, input.page, options)
            : input.reporterId !== undefined
              ? await getReporterArticles(input.reporterId, input.page, options)
              : await getFigureArticles(input.figureId, input.page, options);
    if (!result) throw handlerError('notFound', 'no such list');
    return { articles: result.articles, hasMore: result.hasMore };
  },
});
