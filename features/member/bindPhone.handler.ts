import { z } from 'zod';
import { defineHandler, HandlerError, MINUTE, perReaderAndAddress } from '@/lib/http/handler';
import { isPlatformError } from '@/lib/platform/errors';
import { bindPhone } from '@/features/member/server/account';
import { accountRefusal } from '@/features/member/accountRefusal';
import { phoneNumber } from '@/features/member/phoneNumber';

/** The platform's refusals of a bind the form words itself (docs/platform-api.md, member/bindPhone). */
const REFUSALS: Readonly<Record<string, string>> = {
  'phone number in use': 'phoneInUse',
  'phone already bound': 'phoneBound',
};

/**
 * POST /api/member/bindPhone {phone, code}: a member without a phone (signed in by weixin only)
 * binds one with the code sent to it (docs/decisions/0064); the password and cancellation forms
 * then work as for everyone. Wrong codes count on the platform too.
 */
export const POST = defineHandler({
  path: 'member/bindPhone',
  method: 'POST',
  input: z.object({
    phone: phoneNumber,
    code: z
      .string()
      .trim()
      .regex(/^\d{4,8}$/),
  }),
  answer: z.object({}),
  member: 'required',
  rateLimit: perReaderAndAddress({ name: 'accountBindPhone', perMember: 5, perAddress: 30, windowMs: MINUTE }),
  async handle({ input, member }) {
    try {
      await bindPhone(member, input);
      return {};
    } catch (error) {
      const code = isPlatformError(error) ? REFUSALS[error.message] : undefined;
      if (code) throw new HandlerError(code, 409, error instanceof Error ? error.message : code);
      throw accountRefusal(error);
    }
  },
});
