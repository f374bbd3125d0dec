import { z } from 'zod';
import { defineHandler, requestKey, slidingWindow, uploadedFileIds } from '@/lib/http/handler';
import { sendTipoff } from '@/lib/platform/tipoff/tipoffs';
import { MAX_FILES } from '@/lib/upload/kinds';


/**
 * POST /api/tipoff: the signed-in member sends a tip-off to the newsroom (issue 18). Files were
 * uploaded first (/api/upload) and are named by fileId; `requestKey` is the form's key for this
 * submit, so a retry after a dropped answer does not send it twice.
 */
export const POST = defineHandler({
  path: 'tipoff',
  method: 'POST',
  input: z.object({
    title: z.string().trim().max(60).default(''),
    content: z.string().trim().min(1).max(2000),
    contact: z.string().trim().max(60).default(''),
    pictureIds: uploadedFileIds(MAX_FILES.picture),
    videoIds: uploadedFileIds(MAX_FILES.video),
    audioIds: uploadedFileIds(MAX_FILES.audio),
    requestKey: requestKey(),
  }),
  answer: z.object({ id: z.number().int().positive() }),
  member: 'required',
  rateLimit: slidingWindow({ name: 'tipoff', limit: 10, windowMs: 10 * 60_000, by: ['memberId'] }),
  handle: ({ input, member }) => sendTipoff(input, { token: member.accessToken, device: member.device }),
});
