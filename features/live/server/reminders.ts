import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { liveRemindCall, liveRemindCancelCall, liveRemindStateCall } from '../calls';

/** A member acting: their access token and device. */
interface Member {
  accessToken: string;
  device: string;
}

/** Whether the member asked to be reminded of this live. */
export async function isReminded(member: Member, id: number): Promise<boolean> {
  const raw = await platformCall(liveRemindStateCall, id, { memberToken: member.accessToken, device: member.device });
  return raw.isRemind === 1;
}

/** Asks (true) or stops asking (false) to be reminded of a live; answers the state now held. */
export async function setReminded(member: Member, id: number, remind: boolean): Promise<boolean> {
  const raw = await platformCall(remind ? liveRemindCall : liveRemindCancelCall, id, {
    memberToken: member.accessToken,
    device: member.device,
  });
  return raw.isRemind === 1;
}
