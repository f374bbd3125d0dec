import { isoDateTime } from '@/lib/format/dateTime';
import { hasMore } from '@/lib/format/paging';
import type { Leader, LeaderBoardPage, LeaderMessage, Region } from '@/features/leaders/leader.types';
import type { RawLeader, RawLeaderMessage, RawLeaderMessages, RawRegion, RawRegionLeaderView } from './leader.schema';

/** A leader's messages come 10 a page (docs/platform-api.md, leaderMessages). */
export const LEADER_MESSAGE_PAGE = 10;

const mapRegion = (raw: RawRegion): Region => ({ id: raw.id, name: raw.name });

export function mapLeader(raw: RawLeader): Leader {
  return {
    id: raw.id,
    name: raw.name,
    post: raw.post,
    photo: raw.photo,
    intro: raw.intro,
    answeredCount: raw.answeredCount,
  };
}

export function mapLeaderMessage(raw: RawLeaderMessage): LeaderMessage {
  // Only an answer makes a message answered: a status 1 without one is still waiting, as far as readers can tell.
  const answered = raw.status === 1 && raw.answer !== '';
  return {
    id: raw.id,
    leaderId: raw.leaderID,
    author: raw.userName,
    title: raw.title,
    content: raw.content,
    createdAt: isoDateTime(raw.created),
    status: answered ? 'answered' : 'pending',
    answer: answered ? raw.answer : '',
    answeredBy: answered ? raw.answerBy : '',
    answeredAt: answered ? isoDateTime(raw.answerTime) : '',
  };
}

/**
 * LeaderViewList's content: the region and one of its leaders (`leaderId`, or the first) with a page
 * of their answered messages. Null when the asked leader is not one of the region's, or the page is
 * past the last (404). Pending messages never reach a public page, whatever the platform sends.
 */
export function mapLeaderBoard(
  view: RawRegionLeaderView,
  leaderId: number | null,
  messages: RawLeaderMessages | null,
  page: number,
): LeaderBoardPage | null {
  const leaders = view.leaders.map(mapLeader);
  const leader = leaderId === null ? (leaders[0] ?? null) : (leaders.find((l) => l.id === leaderId) ?? null);
  if (leaderId !== null && !leader) return null;
  const shown = (messages?.list ?? []).map(mapLeaderMessage).filter((m) => m.status === 'answered');
  if (page > 0 && (messages?.list.length ?? 0) === 0) return null;
  return {
    region: mapRegion(view.region),
    parent: view.parent ? mapRegion(view.parent) : null,
    topRegions: view.topRegions.map(mapRegion),
    children: view.children.map(mapRegion),
    leaders,
    leader,
    messages: shown,
    page,
    hasMore: messages
      ? messages.totalCount
        ? (page + 1) * LEADER_MESSAGE_PAGE < messages.totalCount
        : hasMore(messages.list.length, messages.hasMore, LEADER_MESSAGE_PAGE)
      : false,
  };
}
