import { z } from 'zod';
import { defineHandler, requestKey, slidingWindow, writtenText } from '@/lib/http/handler';
import { contributionFiles } from '@/features/uploads/contributionFiles';
import { sendTipoff } from '@/features/tipoffs/server/tipoffs';
import { CONTACT_MAX, TIPOFF_TEXT_MAX, TITLE_MAX } from '@/lib/forms/limits';

/**
 * POST /api/tipoffs: the signed-in member sends a tip-off to the newsroom (docs/product.md §2, tipoffDetail). Files were
 * uploaded first (/api/uploads) and are named by fileId; `requestKey` is the form's key for this
 * submit, so a retry after a dropped answer does not send it twice.
 */
export const POST = defineHandler({
  path: 'tipoffs',
  method: 'POST',
  input: z.object({
    title: z.string().trim().max(TITLE_MAX).default(''),
    content: writtenText(TIPOFF_TEXT_MAX),
    contact: z.string().trim().max(CONTACT_MAX).default(''),
    ...contributionFiles(),
    requestKey: requestKey(),
  }),
  answer: z.object({ id: z.number().int().positive() }),
  member: 'required',
  rateLimit: slidingWindow({ name: 'tipoff', limit: 10, windowMs: 10 * 60_000, by: ['memberId'] }),
  handle: ({ input, member }) => sendTipoff(input, { token: member.accessToken, device: member.device }),
});
