import { z } from 'zod';
import { defineHandler, MINUTE, perReaderAndAddress } from '@/lib/http/handler';
import { setPassword } from '@/features/member/server/account';
import { accountRefusal } from '@/features/member/accountRefusal';
import { PASSWORD_RULE } from '@/features/member/password';
import { saveSession } from '@/lib/session/session';

/**
 * POST /api/member/password {password, code}: sets or changes the signed-in member's password with the
 * SMS code sent for it (docs/decisions/0050). The platform ends the member's other logins and answers
 * a fresh pair, which this session keeps. Wrong codes count on the platform too.
 */
export const POST = defineHandler({
  path: 'member/password',
  method: 'POST',
  input: z.object({
    password: z.string().regex(PASSWORD_RULE),
    code: z
      .string()
      .trim()
      .regex(/^\d{4,8}$/),
  }),
  answer: z.object({}),
  member: 'required',
  rateLimit: perReaderAndAddress({ name: 'accountPassword', perMember: 5, perAddress: 30, windowMs: MINUTE }),
  async handle({ input, member, request, response }) {
    try {
      const login = await setPassword(member, input);
      await saveSession(request, response, {
        member: {
          ...member,
          token: login.accessToken,
          accessToken: login.accessToken,
          refreshToken: login.refreshToken,
          accessExpiresAt: login.accessExpiresAt,
        },
      });
      return {};
    } catch (error) {
      throw accountRefusal(error);
    }
  },
});
