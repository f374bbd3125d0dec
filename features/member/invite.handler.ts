import { z } from 'zod';
import { redeemInviteCode } from '@/features/member/server/invite';
import { INVITE_CODE, inviteCodeInput } from '@/features/member/inviteCode';
import { defineHandler, HandlerError, slidingWindow } from '@/lib/http/handler';
import { accountRefusal } from '@/features/member/accountRefusal';

/** POST /api/member/invite {code}: the signed-in member uses another member's invite code. */
export const POST = defineHandler({
  path: 'member/invite',
  method: 'POST',
  input: inviteCodeInput,
  answer: z.object({ inviter: z.string() }),
  member: 'required',
  rateLimit: slidingWindow({ name: 'invite', limit: 10, windowMs: 60_000, by: ['memberId'] }),
  async handle({ input, member }) {
    // A code that cannot exist is one the platform would not find: no call for it.
    if (!INVITE_CODE.test(input.code)) throw new HandlerError('inviteNotFound', 404, 'invite code not found');
    try {
      return await redeemInviteCode(member, input.code);
    } catch (error) {
      throw accountRefusal(error);
    }
  },
});
