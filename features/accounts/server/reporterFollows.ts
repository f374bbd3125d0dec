import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { getStatusReportersCall, topicSubCall, topicSubCancelCall } from '../calls';

// Following a reporter (docs/decisions/0064): the account follow's calls with type 5.

/** A member acting: their access token and device. */
interface Member {
  accessToken: string;
  device: string;
}

/** Whether the member follows this reporter. */
export async function followsReporter(member: Member, id: number): Promise<boolean> {
  const raw = await platformCall(getStatusReportersCall, [id], {
    memberToken: member.accessToken,
    device: member.device,
  });
  return raw.list.some((entry) => entry.reporterID === id && entry.isSub === 1);
}

/** Follows or unfollows a reporter for the member; the new state and how many follow them. */
export async function setReporterFollowing(
  member: Member,
  id: number,
  follow: boolean,
): Promise<{ following: boolean; followers: number }> {
  const raw = await platformCall(
    follow ? topicSubCall : topicSubCancelCall,
    { kind: 'reporter', id },
    { memberToken: member.accessToken, device: member.device },
  );
  // The real platform answers the write alone (no reporter's count is public): the state is the one asked for.
  return 'isSub' in raw
    ? { following: raw.isSub === 1, followers: raw.fansCount }
    : { following: follow, followers: 0 };
}
