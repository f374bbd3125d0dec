import { z } from 'zod';
import { toggleLike } from '@/lib/platform/events/events';
import { tag } from '@/lib/cache/tags';
import { likeAnswer } from '@/lib/http/answerSchemas';
import { allOf, defineHandler, positiveId, slidingWindow } from '@/lib/http/handler';

/** POST /api/like {articleId}: toggles this device's like of an article; answers the new count and state. */
export const POST = defineHandler({
  path: 'like',
  method: 'POST',
  input: z.object({ articleId: positiveId() }),
  answer: likeAnswer,
  member: 'none',
  // The platform counts likes per device.
  device: 'required',
  rateLimit: allOf(
    slidingWindow({ name: 'like', limit: 30, windowMs: 60_000, by: ['device'] }),
    // Per address too: a fresh device cookie is free (docs/security.md, "Limits").
    slidingWindow({ name: 'like:address', limit: 300, windowMs: 60_000, by: ['address'] }),
  ),
  invalidates: ({ articleId }) => [tag.article(articleId)],
  handle: ({ input, device }) => toggleLike(input.articleId, { device }),
});
