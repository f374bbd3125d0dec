import { z } from 'zod';
import { toggleShortVideoLike } from '@/lib/platform/shortVideo/shortVideo';
import { tag } from '@/lib/cache/tags';
import { likeAnswer } from '@/lib/http/answerSchemas';
import { allOf, defineHandler, positiveId, slidingWindow } from '@/lib/http/handler';

/** POST /api/shortVideoLike {articleId}: toggles this device's like of a short video (the short-video service's event). */
export const POST = defineHandler({
  path: 'shortVideoLike',
  method: 'POST',
  input: z.object({ articleId: positiveId() }),
  answer: likeAnswer,
  member: 'none',
  device: 'required',
  rateLimit: allOf(
    slidingWindow({ name: 'shortVideoLike', limit: 30, windowMs: 60_000, by: ['device'] }),
    // Per address too: a fresh device cookie is free (docs/security.md, "Limits").
    slidingWindow({ name: 'shortVideoLike:address', limit: 300, windowMs: 60_000, by: ['address'] }),
  ),
  invalidates: ({ articleId }) => [tag.shortVideo(articleId)],
  handle: ({ input, device }) => toggleShortVideoLike(input.articleId, { device }),
});
