import { defineCall } from '@/lib/platform/define';
import {
  rawLeaderMessageSentSchema,
  rawLeaderMessagesSchema,
  rawMyLeaderMessagesSchema,
  rawRegionLeaderViewSchema,
} from './leader.schema';
import { tag } from '@/lib/cache/tags';

// SPEC §7 lists regionleaderView and "the leader calls" among the POST calls: reads included.

/** regionleaderView: a region (none: the first top region), its neighbours and its leaders; 'region not found' otherwise. */
export const regionLeaderViewCall = defineCall({
  name: 'regionleaderView',
  method: 'POST',
  // The gateway's name is regionID (OtherExtController); the designed one regionId: both are sent.
  params: (regionId: number | null) => (regionId === null ? {} : { regionId, regionID: regionId }),
  answer: rawRegionLeaderViewSchema,
  dialect: { listKey: 'leaders' },
  nullWhenMissing: true,
  // Regions and leaders change with elections, not with readers.
  cache: { ttl: 5 * 60_000, maxEntries: 50 },
});

/** leaderMessages: one page (0-based, 10) of a leader's answered messages; 'leader not found' otherwise. */
export const leaderMessagesCall = defineCall({
  name: 'leaderMessages',
  method: 'POST',
  params: ({ leaderId, page }: { leaderId: number; page: number }) => ({ leaderId, page }),
  answer: rawLeaderMessagesSchema,
  nullWhenMissing: true,
  cache: {
    ttl: 'content',
    maxEntries: 200,
    when: ({ page }) => page === 0,
    tags: ({ leaderId }) => [tag.leader(leaderId)],
  },
});

/** leaderMessage (member token): a reader leaves a leader a message; pending until answered. */
export const leaveLeaderMessageCall = defineCall({
  name: 'leaderMessage',
  method: 'POST',
  params: (input: { leaderId: number; title: string; content: string }) => input,
  answer: rawLeaderMessageSentSchema,
});

/** myLeaderMessages (member token): the member's own messages, pending ones too. */
export const myLeaderMessagesCall = defineCall({
  name: 'myLeaderMessages',
  method: 'POST',
  answer: rawMyLeaderMessagesSchema,
});
