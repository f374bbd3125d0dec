import { z } from 'zod';
import { deleteComment } from '@/features/comments/server/comments';
import { commentTarget } from '@/features/comments/commentAnswers';
import { defineHandler, positiveId, slidingWindow } from '@/lib/http/handler';
import { commentTags } from '@/features/comments/commentTags';

/** POST /api/comments/delete {commentId, sourceType, objectId}: the member deletes a comment of their own (the platform refuses others'). */
export const POST = defineHandler({
  path: 'comments/delete',
  method: 'POST',
  // threadId: the thread the comment is in (itself for a first comment), whose replyAll page changes.
  input: z.object({ commentId: positiveId(), threadId: positiveId().optional(), ...commentTarget }),
  answer: z.object({ deleted: z.literal(true) }),
  member: 'required',
  rateLimit: slidingWindow({ name: 'commentDelete', limit: 20, windowMs: 60_000, by: ['memberId'] }),
  invalidates: (input) => commentTags(input, input.threadId ?? input.commentId),
  async handle({ input, member }) {
    await deleteComment(input.commentId, { memberToken: member.accessToken, device: member.device });
    return { deleted: true as const };
  },
});
