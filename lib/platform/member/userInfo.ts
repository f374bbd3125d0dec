import 'server-only';
import { platformCall } from '../call';
import { mapUserInfo } from '../map/member';
import { getUserInfoCall } from './calls';
import type { MemberInfo } from '@/lib/types/member';

export async function getUserInfo(memberToken: string, device: string): Promise<MemberInfo> {
  return mapUserInfo(await platformCall(getUserInfoCall, undefined, { memberToken, device }));
}
