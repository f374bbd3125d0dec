import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { mapUserInfo } from '../member.map';
import { getUserInfoCall, memberInfoCall } from '../calls';
import type { MemberInfo } from '@/features/member/member.types';

export async function getUserInfo(memberToken: string, device: string): Promise<MemberInfo> {
  return mapUserInfo(await platformCall(getUserInfoCall, undefined, { memberToken, device }));
}

/** member/info: changes the member's nickname and/or head picture (an upload's fileId); answers the profile after the change. */
export async function updateMemberInfo(
  memberToken: string,
  device: string,
  change: { nickname?: string; headFileId?: string },
): Promise<MemberInfo> {
  return mapUserInfo(await platformCall(memberInfoCall, change, { memberToken, device }));
}
