import { z } from 'zod';
import { getMyComments } from '@/features/comments/server/comments';
import { comment, commentTarget } from '@/features/comments/commentAnswers';
import { defineHandler } from '@/lib/http/handler';

/**
 * GET /api/comments/mine?sourceType&objectId: what the comment island needs to know of this
 * reader after load (the page itself is shared): signed in or not, and their own comments on the
 * object, those waiting for review included (shown to them alone, marked as such).
 */
export const GET = defineHandler({
  path: 'comments/mine',
  method: 'GET',
  input: z.object(commentTarget),
  answer: z.object({ signedIn: z.boolean(), comments: z.array(comment) }),
  member: 'optional',
  async handle({ input, member }) {
    if (!member) return { signedIn: false, comments: [] };
    const comments = await getMyComments(input, { memberToken: member.accessToken, device: member.device });
    return { signedIn: true, comments };
  },
});
