import { z } from 'zod';
import { EVENT_OBJECT, toggleLike } from '@/features/analytics/server/events';
import { likeAnswer } from '@/lib/http/answerSchemas';
import { commentTarget } from '@/features/comments/commentAnswers';
import { defineHandler, likeLimits, positiveId } from '@/lib/http/handler';
import { tag } from '@/lib/cache/tags';
import { platformLikeLimit } from '@/lib/http/likeHandler';

/** POST /api/comments/like {commentId, sourceType, objectId}: toggles this device's like of a comment (event, object type 1). */
export const POST = defineHandler({
  path: 'comments/like',
  method: 'POST',
  // `like`: what the tap asks for (true a like, false taking it back); a real platform answers the write alone.
  input: z.object({ commentId: positiveId(), ...commentTarget, like: z.boolean().optional() }),
  answer: likeAnswer,
  member: 'optional',
  // Counted per device (or member): a device of an earlier call, limited with every other like (docs/decisions/0043).
  device: 'established',
  rateLimit: likeLimits('commentLike'),
  // The object's pages show each comment's likes.
  invalidates: ({ sourceType, objectId }) => [tag.comments(sourceType, objectId)],
  handle: ({ input, device, member }) =>
    toggleLike(input.commentId, { device, userId: member?.userId }, EVENT_OBJECT.comment, input.like).catch(
      (error: unknown) => Promise.reject(platformLikeLimit(error)),
    ),
});
