import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { mapLeaderBoard, mapLeaderMessage } from '../leader.map';
import type { LeaderBoardPage, LeaderMessage } from '@/features/leaders/leader.types';
import { leaderMessagesCall, leaveLeaderMessageCall, myLeaderMessagesCall, regionLeaderViewCall } from '../calls';

/** A member acting: their access token and device. */
interface Member {
  accessToken: string;
  device: string;
}

/**
 * LeaderViewList: a region (null: the first), one of its leaders (null: the first) and a page of
 * that leader's answered messages. Null when the region, the leader or the page does not exist.
 */
export async function getLeaderBoard(
  regionId: number | null,
  leaderId: number | null,
  page: number,
): Promise<LeaderBoardPage | null> {
  const view = await platformCall(regionLeaderViewCall, regionId);
  if (!view) return null;
  const shownId = leaderId ?? view.leaders[0]?.id ?? null;
  const known = shownId !== null && view.leaders.some((l) => l.id === shownId);
  const messages = known ? await platformCall(leaderMessagesCall, { leaderId: shownId, page }) : null;
  if (page > 0 && !known) return null;
  return mapLeaderBoard(view, leaderId, messages, page);
}

/** The member leaves a leader a message; it is pending until answered. */
export async function leaveLeaderMessage(
  member: Member,
  input: { leaderId: number; title: string; content: string },
): Promise<{ id: number }> {
  const raw = await platformCall(leaveLeaderMessageCall, input, {
    memberToken: member.accessToken,
    device: member.device,
  });
  return { id: raw.id };
}

/** The member's own messages to leaders, pending ones too, newest first. */
export async function getMyLeaderMessages(member: Member): Promise<LeaderMessage[]> {
  const raw = await platformCall(myLeaderMessagesCall, undefined, {
    memberToken: member.accessToken,
    device: member.device,
  });
  return raw.list.map(mapLeaderMessage);
}
