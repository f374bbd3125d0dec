import { z } from 'zod';
import { defineHandler, positiveId, requestKey, slidingWindow, writtenText } from '@/lib/http/handler';
import { contributionFiles } from '@/features/uploads/contributionFiles';
import { submitArticle } from '@/features/tipoffs/server/submissions';
import { SUBMISSION_TEXT_MAX, TITLE_MAX } from '@/lib/forms/limits';

/** POST /api/tipoffs/submission: the signed-in member submits to a call for articles (files uploaded first, by fileId; a request key against double sends). */
export const POST = defineHandler({
  path: 'tipoffs/submission',
  method: 'POST',
  input: z.object({
    seekId: positiveId(),
    title: writtenText(TITLE_MAX),
    content: writtenText(SUBMISSION_TEXT_MAX),
    ...contributionFiles(),
    requestKey: requestKey(),
  }),
  answer: z.object({ id: z.number().int().positive() }),
  member: 'required',
  rateLimit: slidingWindow({ name: 'submission', limit: 10, windowMs: 10 * 60_000, by: ['memberId'] }),
  handle: ({ input, member }) => submitArticle(input, { token: member.accessToken, device: member.device }),
});
