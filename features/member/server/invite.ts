import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { getInviteCodeCall, useInviteCodeCall } from '../calls';

export interface InviteCode {
  code: string;
  invitedCount: number;
  /** Whether this member has already used someone's invite code. */
  invited: boolean;
}

export async function getInviteCode(memberToken: string, device: string): Promise<InviteCode> {
  return platformCall(getInviteCodeCall, undefined, { memberToken, device });
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
