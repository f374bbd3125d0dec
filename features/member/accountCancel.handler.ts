import { z } from 'zod';
import { tag } from '@/lib/cache/tags';
import { defineHandler, MINUTE, perReaderAndAddress } from '@/lib/http/handler';
import { cancelAccount } from '@/features/member/server/account';
import { accountRefusal } from '@/features/member/accountRefusal';
import { clearSession } from '@/lib/session/session';
import { rememberEnded } from '@/lib/session/revoked';
import { homeRoute } from '@/features/columns/paths';

/**
 * POST /api/member/accountCancel {code, confirm: true}: cancels (注销) the signed-in member's account with the
 * SMS code sent for it (docs/decisions/0050). The platform ends every login of the member; this server
 * refuses the sealed cookie from now on and clears it; the member's public page is dropped from the caches.
 */
export const POST = defineHandler({
  path: 'member/accountCancel',
  method: 'POST',
  input: z.object({
    code: z
      .string()
      .trim()
      .regex(/^\d{4,8}$/),
    confirm: z.literal(true),
  }),
  answer: z.object({ redirect: z.string(), userId: z.number().int() }),
  member: 'required',
  rateLimit: perReaderAndAddress({ name: 'accountCancel', perMember: 5, perAddress: 30, windowMs: MINUTE }),
  // The member's public page (userDetail) answers 404 from now on.
  invalidates: (_input, answer) => [tag.member(answer.userId)],
  async handle({ input, member, request, response }) {
    try {
      await cancelAccount(member, input.code);
    } catch (error) {
      throw accountRefusal(error);
    }
    rememberEnded(member);
    clearSession(request, response);
    return { redirect: homeRoute.href(), userId: Number(member.userId) };
  },
});
