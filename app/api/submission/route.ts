import { z } from 'zod';
import { defineHandler, positiveId, requestKey, slidingWindow, uploadedFileIds } from '@/lib/http/handler';
import { submitArticle } from '@/lib/platform/submission/submissions';
import { MAX_FILES } from '@/lib/upload/kinds';


/** POST /api/submission: the signed-in member submits to a call for articles (files uploaded first, by fileId; a request key against double sends). */
export const POST = defineHandler({
  path: 'submission',
  method: 'POST',
  input: z.object({
    seekId: positiveId(),
    title: z.string().trim().min(1).max(60),
    content: z.string().trim().min(1).max(5000),
    pictureIds: uploadedFileIds(MAX_FILES.picture),
    videoIds: uploadedFileIds(MAX_FILES.video),
    audioIds: uploadedFileIds(MAX_FILES.audio),
    requestKey: requestKey(),
  }),
  answer: z.object({ id: z.number().int().positive() }),
  member: 'required',
  rateLimit: slidingWindow({ name: 'submission', limit: 10, windowMs: 10 * 60_000, by: ['memberId'] }),
  handle: ({ input, member }) => submitArticle(input, { token: member.accessToken, device: member.device }),
});
