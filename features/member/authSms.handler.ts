import { z } from 'zod';
import { sendSmsCode } from '@/features/member/server/login';
import { defineHandler, MINUTE, perReaderAndAddress } from '@/lib/http/handler';
import { accountRefusal } from '@/features/member/accountRefusal';
import { phoneNumber } from '@/features/member/phoneNumber';

/** POST /api/member/authSms {phone, imageCode}: the platform checks the image code and sends the SMS code. */
export const POST = defineHandler({
  path: 'member/authSms',
  method: 'POST',
  input: z.object({ phone: phoneNumber, imageCode: z.string().trim().min(1).max(8) }),
  answer: z.object({}),
  member: 'none',
  device: 'required',
  // The form allows one code a minute; a few wrong image codes are allowed for before the wait.
  rateLimit: perReaderAndAddress({ name: 'sms', perDevice: 5, perAddress: 20, windowMs: MINUTE }),
  async handle({ input, device }) {
    try {
      await sendSmsCode({ phone: input.phone, imageCode: input.imageCode, device });
      return {};
    } catch (error) {
      throw accountRefusal(error);
    }
  },
});
