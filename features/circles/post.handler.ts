import { z } from 'zod';
import { tag } from '@/lib/cache/tags';
import { defineHandler, positiveId, requestKey, slidingWindow, uploadedFileIds } from '@/lib/http/handler';
import { createPost } from '@/features/circles/server/circles';
import { MAX_FILES } from '@/features/uploads/kinds';
import { POST_TEXT_MAX } from '@/lib/forms/limits';

/**
 * POST /api/circles/post: the signed-in member posts in a circle (circle/create-post): text with up to
 * nine pictures or one video, uploaded first through /api/uploads and named by fileId. The circle's
 * pages (its new and hot lists) are dropped from every cache so the post shows at once.
 */
export const POST = defineHandler({
  path: 'circles/post',
  method: 'POST',
  input: z
    .object({
      circleId: positiveId(),
      content: z.string().trim().max(POST_TEXT_MAX).default(''),
      pictureIds: uploadedFileIds(MAX_FILES.picture),
      videoIds: uploadedFileIds(MAX_FILES.video),
      requestKey: requestKey(),
    })
    .refine(
      (post) => post.content !== '' || post.pictureIds.length > 0 || post.videoIds.length > 0,
      'a post needs text, pictures or a video',
    )
    .refine((post) => post.pictureIds.length === 0 || post.videoIds.length === 0, 'pictures or one video, not both'),
  answer: z.object({ id: z.number().int().positive() }),
  member: 'required',
  rateLimit: slidingWindow({ name: 'circlePost', limit: 10, windowMs: 10 * 60_000, by: ['memberId'] }),
  invalidates: (input) => [tag.circle(input.circleId), tag.circle(0)],
  handle: ({ input, member }) => createPost(input, { token: member.accessToken, device: member.device }),
});
