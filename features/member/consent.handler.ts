import { z } from 'zod';
import { defineHandler, slidingWindow } from '@/lib/http/handler';
import { acceptConsent } from '@/features/member/server/account';

/**
 * POST /api/member/consent {consent: true}: the signed-in member accepts the current user agreement and
 * privacy policy again, after an editor raised a version (docs/decisions/0050).
 */
export const POST = defineHandler({
  path: 'member/consent',
  method: 'POST',
  input: z.object({ consent: z.literal(true) }),
  answer: z.object({}),
  member: 'required',
  rateLimit: slidingWindow({ name: 'accountConsent', limit: 10, windowMs: 60_000, by: ['memberId'] }),
  async handle({ member }) {
    await acceptConsent(member);
    return {};
  },
});
