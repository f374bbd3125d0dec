import { z } from 'zod';
import { verifyVoucher } from '@/features/activities/server/activities';
import { defineHandler, positiveId, slidingWindow } from '@/lib/http/handler';
import { REGIST_CODE, voucherSchema } from '@/features/activities/activityAnswers';
import { activityRefusal } from '@/features/activities/refusal';
import { writeOffRoute } from '@/features/activities/paths';

/**
 * POST /api/activities/verify: a venue writes a voucher off (activityVerify) with its verification
 * code. Also a plain form post from the voucher page, so it works before the page's script runs.
 */
export const POST = defineHandler({
  path: 'activities/verify',
  method: 'POST',
  input: z.object({
    activityId: positiveId(),
    registCode: z.string().regex(REGIST_CODE),
    shopSite: z.string().trim().min(1).max(40),
    verifyCode: z.string().trim().min(1).max(20),
  }),
  answer: voucherSchema,
  member: 'none',
  // Venue codes are short: guesses are limited per address.
  rateLimit: slidingWindow({ name: 'activityVerify', limit: 10, windowMs: 60_000, by: ['address'] }),
  form: {
    redirect: (voucher) => writeOffRoute.href({ activityID: voucher.activityId, registCode: voucher.registCode }),
  },
  async handle({ input }) {
    try {
      return await verifyVoucher(input);
    } catch (error) {
      throw activityRefusal(error);
    }
  },
});
