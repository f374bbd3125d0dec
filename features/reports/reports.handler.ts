import { z } from 'zod';
import { defineHandler, handlerError, MINUTE, perReaderAndAddress, positiveId } from '@/lib/http/handler';
import { platformLikeLimit } from '@/lib/http/likeHandler';
import { sendReport } from '@/features/reports/server/reports';
import { REPORT_KINDS, REPORT_REASONS, REPORT_TEXT_MAX, reportReady } from '@/features/reports/reportTarget';

/**
 * GET /api/reports: whether the reader is signed in. The report button asks it when tapped: a
 * signed-out reader is sent to sign in (and back) before choosing a reason (docs/decisions/0052).
 */
export const GET = defineHandler({
  path: 'reports',
  method: 'GET',
  input: z.object({}),
  answer: z.object({ signedIn: z.boolean() }),
  member: 'optional',
  handle: async ({ member }) => ({ signedIn: member !== null }),
});

/**
 * POST /api/reports {kind, id, reason, text}: the signed-in member reports a comment or reply, a circle
 * post, a moment, a question or an article into the platform's moderation queue (docs/decisions/0052).
 * Limited here per member and per address before it costs a platform call; the platform limits per
 * member, device and address across every instance. Nothing public changes until an editor acts
 * (the platform then purges the pages itself), so no cache tags.
 */
export const POST = defineHandler({
  path: 'reports',
  method: 'POST',
  input: z.object({
    kind: z.enum(REPORT_KINDS),
    id: positiveId(),
    reason: z.union(REPORT_REASONS.map((reason) => z.literal(reason))),
    text: z.string().trim().max(REPORT_TEXT_MAX).default(''),
  }),
  // id 0: taken by a platform whose expose answers the write alone (docs/decisions/0096).
  answer: z.object({ id: z.number().int().nonnegative(), again: z.boolean() }),
  member: 'required',
  rateLimit: perReaderAndAddress({
    name: 'report',
    perMember: 10,
    perAddress: 30,
    windowMs: 10 * MINUTE,
    addressName: 'reportAddress',
  }),
  async handle({ input, member }) {
    if (!reportReady(input.reason, input.text))
      throw handlerError('badRequest', 'the reason "other" needs a few words');
    return sendReport(
      { kind: input.kind, id: input.id, reason: input.reason, content: input.text, device: member.device },
      { token: member.accessToken, device: member.device },
    ).catch((error: unknown) => Promise.reject(platformLikeLimit(error)));
  },
});
