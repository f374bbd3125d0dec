import { z } from 'zod';
import { redeemInviteCode } from '@/features/member/server/invite';
import { INVITE_CODE, inviteCodeInput } from '@/features/member/inviteCode';
import { accountRefusal } from '@/features/member/accountRefusal';
import { defineHandler, HandlerError, slidingWindow } from '@/lib/http/handler';

/**
 * POST /api/member/invitation {code}: a reader arrived through a friend's invitation
 * (invitedToDownload). A signed-in reader's use of the code is recorded with the platform for
 * them and this device (AMUC's codeImeiRecord on a g1/g2 platform; docs/decisions/0105), both from
 * our session, never the browser's word. Nothing is asked of the reader and nothing fails for them:
 * a reader not signed in, an odd code or a refusal (used before, no such code) answer recorded false.
 */
export const POST = defineHandler({
  path: 'member/invitation',
  method: 'POST',
  input: inviteCodeInput,
  answer: z.object({ recorded: z.boolean() }),
  member: 'optional',
  device: 'required',
  rateLimit: slidingWindow({ name: 'invitation', limit: 5, windowMs: 60_000, by: ['device'] }),
  async handle({ input, member }) {
    if (!member || !INVITE_CODE.test(input.code)) return { recorded: false };
    try {
      await redeemInviteCode(member, input.code);
      return { recorded: true };
    } catch (error) {
      const refusal = accountRefusal(error);
      // The platform's refusal of this code for this member or device: the arrival is not recorded, as it says.
      if (refusal instanceof HandlerError) return { recorded: false };
      throw refusal;
    }
  },
});
