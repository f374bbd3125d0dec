import { z } from 'zod';
import { aliased, list, num, presentNum, str } from '@/lib/platform/primitives';

// Regional leaders' message board (docs/platform-api.md, "Figures and leaders": regionleaderView,
// leaderMessages, leaderMessage, myLeaderMessages; SPEC §7 names them as POST calls).

export const rawRegionSchema = z.object({ id: num(), name: str(), parentID: num() });
export type RawRegion = z.output<typeof rawRegionSchema>;

/** A leader; the 2020 platform names the post `duty`, the photo `url`, the introduction `description` (a recorded regionleaderView). */
export const rawLeaderSchema = aliased(
  { post: ['duty'], photo: ['url'], intro: ['description'] },
  z.object({
    id: presentNum(),
    name: str(),
    post: str(),
    photo: str(),
    intro: str(),
    regionID: num(),
    answeredCount: num(),
  }),
);
export type RawLeader = z.output<typeof rawLeaderSchema>;

/**
 * regionleaderView: the region, its neighbours and its leaders. The 2020 platform answers the
 * region's leaders alone, an array as `data` (filed under `leaders`): the region is then unnamed.
 */
export const rawRegionLeaderViewSchema = z.object({
  region: rawRegionSchema.prefault({}),
  parent: rawRegionSchema.nullable().optional(),
  topRegions: list(rawRegionSchema),
  children: list(rawRegionSchema),
  leaders: list(rawLeaderSchema),
});
export type RawRegionLeaderView = z.output<typeof rawRegionLeaderViewSchema>;

export const rawLeaderMessageSchema = z.object({
  id: num(),
  leaderID: num(),
  userName: str(),
  title: str(),
  content: str(),
  created: str(),
  status: num(),
  answer: str(),
  answerBy: str(),
  answerTime: str(),
  leaderName: str().optional(),
  leaderPost: str().optional(),
});
export type RawLeaderMessage = z.output<typeof rawLeaderMessageSchema>;

export const rawLeaderMessagesSchema = z.object({
  list: list(rawLeaderMessageSchema),
  totalCount: num(),
  hasMore: z.boolean().optional(),
});
export type RawLeaderMessages = z.output<typeof rawLeaderMessagesSchema>;

export const rawMyLeaderMessagesSchema = z.object({ list: list(rawLeaderMessageSchema) });

export const rawLeaderMessageSentSchema = z.object({ id: presentNum(), status: num(), created: str() });
