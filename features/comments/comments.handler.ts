import { z } from 'zod';
import { getCommentPage, postComment } from '@/features/comments/server/comments';
import { comment, COMMENT_MAX_LENGTH, commentPage, commentTarget } from '@/features/comments/commentAnswers';
import { defineHandler, HandlerError, naturalNumber, slidingWindow } from '@/lib/http/handler';
import { commentTags } from '@/features/comments/commentTags';

/**
 * GET /api/comments?sourceType&objectId&page&order: one more page of an object's threads, for
 * the browser's infinite list and the retry after a failed page (docs/product.md §3, comments).
 */
export const GET = defineHandler({
  path: 'comments',
  method: 'GET',
  input: z.object({ ...commentTarget, page: naturalNumber(), order: z.enum(['newest', 'hot']).default('newest') }),
  answer: commentPage,
  member: 'none',
  cacheControl: 'private, max-age=15',
  handle: ({ input }) => getCommentPage(input),
});

/**
 * POST /api/comments {sourceType, objectId, parentId, content}: the signed-in member writes a
 * comment or a reply. The platform decides whether it waits for review (`pending`); its refusals
 * (10202-10204: closed, blocked word, too frequent) come back with its message.
 */
export const POST = defineHandler({
  path: 'comments',
  method: 'POST',
  input: z.object({
    ...commentTarget,
    parentId: naturalNumber().default(0),
    content: z
      .string()
      .transform((text) => text.trim())
      .pipe(z.string().max(COMMENT_MAX_LENGTH, `at most ${COMMENT_MAX_LENGTH} characters`)),
  }),
  answer: z.object({ comment }),
  member: 'required',
  device: 'required',
  // The platform limits too (per member and device, across our instances); this turns floods away first.
  rateLimit: slidingWindow({ name: 'comments', limit: 6, windowMs: 60_000, by: ['memberId', 'device'] }),
  invalidates: (input, { comment: posted }) => (posted.pending ? [] : commentTags(input, posted.rootId || posted.id)),
  async handle({ input, member, device }) {
    if (input.content === '') throw new HandlerError('emptyComment', 400, 'please enter content');
    const posted = await postComment(input, { memberToken: member.accessToken, device });
    return { comment: posted };
  },
});
