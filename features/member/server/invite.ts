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

/** The member using a code, as our session knows them. */
export interface InvitedMember {
  accessToken: string;
  device: string;
  userId: string;
  nickname: string;
}

/**
 * Uses another member's invite code for this member and device; answers the inviter's nickname,
 * '' where the platform names the inviter by id alone (AMUC: docs/decisions/0105).
 */
export async function redeemInviteCode(member: InvitedMember, code: string): Promise<{ inviter: string }> {
  const { accessToken, device, userId, nickname } = member;
  const answer = await platformCall(
    useInviteCodeCall,
    { code, device, userId, nickname },
    { memberToken: accessToken, device },
  );
  return { inviter: answer.member.nickname };
}
