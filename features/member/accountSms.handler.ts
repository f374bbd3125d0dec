import { z } from 'zod';
import { defineHandler, MINUTE, perReaderAndAddress } from '@/lib/http/handler';
import { sendAccountSmsCode } from '@/features/member/server/account';
import { accountRefusal } from '@/features/member/accountRefusal';
import { phoneNumber } from '@/features/member/phoneNumber';

/**
 * POST /api/member/accountSms {type: 'password'|'cancel'}: an SMS code to the signed-in member's own phone,
 * for setting the password or cancelling the account (docs/decisions/0050); {type: 'bind', phone}: to
 * the phone a member without one binds (docs/decisions/0064). The platform limits codes
 * per phone (one a minute, five an hour) and per device; ours answers first.
 */
export const POST = defineHandler({
  path: 'member/accountSms',
  method: 'POST',
  input: z.union([
    z.object({ type: z.enum(['password', 'cancel']) }),
    z.object({ type: z.literal('bind'), phone: phoneNumber }),
  ]),
  answer: z.object({}),
  member: 'required',
  rateLimit: perReaderAndAddress({ name: 'accountSms', perMember: 3, perAddress: 20, windowMs: MINUTE }),
  async handle({ input, member }) {
    try {
      await sendAccountSmsCode(member, input.type, input.type === 'bind' ? input.phone : undefined);
      return {};
    } catch (error) {
      throw accountRefusal(error);
    }
  },
});
