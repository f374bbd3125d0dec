import { z } from 'zod';
import { getCommentReplies } from '@/features/comments/server/comments';
import { commentReplies } from '@/features/comments/commentAnswers';
import { defineHandler, handlerError, naturalNumber, positiveId } from '@/lib/http/handler';

/** GET /api/comments/replies?commentId&page: one more page of a thread's replies (replyAll's infinite list). */
export const GET = defineHandler({
  path: 'comments/replies',
  method: 'GET',
  input: z.object({ commentId: positiveId(), page: naturalNumber() }),
  answer: commentReplies,
  member: 'none',
  cacheControl: 'private, max-age=15',
  async handle({ input }) {
    const replies = await getCommentReplies(input.commentId, input.page);
    if (!replies) throw handlerError('notFound', 'no such comment');
    return replies;
  },
});
