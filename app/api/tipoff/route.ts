import { z } from 'zod';
import { defineHandler, slidingWindow } from '@/lib/http/handler';
import { sendTipoff } from '@/lib/platform/tipoff/tipoffs';
import { MAX_FILES } from '@/lib/upload/kinds';

const fileIds = (max: number) => z.array(z.string().regex(/^[0-9a-f]{8,64}$/)).max(max).default([]);

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
    pictureIds: fileIds(MAX_FILES.picture),
    videoIds: fileIds(MAX_FILES.video),
    audioIds: fileIds(MAX_FILES.audio),
    requestKey: z.string().regex(/^[\w-]{8,64}$/),
  }),
  answer: z.object({ id: z.number().int().positive() }),
  member: 'required',
  rateLimit: slidingWindow({ name: 'tipoff', limit: 10, windowMs: 10 * 60_000, by: ['memberId'] }),
  handle: ({ input, member }) => sendTipoff(input, { token: member.accessToken, device: member.device }),
});
