import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { PlatformError } from '@/lib/platform/errors';
import { getInviteCodeCall, useInviteCodeCall } from '../calls';

export interface InviteCode {
  code: string;
  invitedCount: number;
  /** Whether this member has already used someone's invite code. */
  invited: boolean;
}

/** The member's own invite code; `userId` names them where AMUC keeps the codes (docs/decisions/0096). */
export async function getInviteCode(memberToken: string, device: string, userId: string): Promise<InviteCode> {
  const mine = await platformCall(getInviteCodeCall, { userId }, { memberToken, device });
  if (!mine) throw new PlatformError('missing', getInviteCodeCall.name, 'no such member');
  return mine;
}

/** Uses another member's invite code; answers the inviter's nickname. */
export async function redeemInviteCode(
  memberToken: string,
  device: string,
  code: string,
): Promise<{ inviter: string }> {
  const answer = await platformCall(useInviteCodeCall, code, { memberToken, device });
  return { inviter: answer.member.nickname };
}
