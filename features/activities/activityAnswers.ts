import { z } from 'zod';

/** A voucher as our handlers answer it (features/activities/activity.types.ts Voucher). */
export const voucherSchema = z.object({
  activityId: z.number(),
  title: z.string(),
  place: z.string(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  registCode: z.string(),
  holderName: z.string(),
  review: z.enum(['pending', 'accepted', 'declined']),
  mine: z.boolean(),
  used: z.boolean(),
  usedAt: z.string().nullable(),
  shopSite: z.string(),
  verifyUrl: z.string(),
});

/** Registration codes as the platform issues them (the voucher's code). */
export const REGIST_CODE = /^[A-Za-z0-9]{4,32}$/;
