import { z } from 'zod';
import { flag, id, list, num, presentNum, str } from '@/lib/platform/primitives';

/** liveComing: lives on air and upcoming. `liveStatus` is our platform's addition (absent: 0). */
export const rawComingLiveSchema = z.object({
  fileId: num(),
  title: str(),
  startTime: str(),
  type: num(),
  appBannerUrl: str(),
  liveStatus: num(0),
});
export const rawLiveComingSchema = z.object({ list: list(rawComingLiveSchema) });
export type RawLiveComing = z.output<typeof rawLiveComingSchema>;

/** A live's stream addresses; `poster` is the still shown before it plays. */
const rawLiveVideoSchema = z.object({
  appLiveUrl: str(),
  appPlaybackUrl: str(),
  playbackUrls: list(z.string()),
  poster: str(),
});

/** liveView sends `config` as JSON text (lists send an object); either is accepted. */
const rawLiveConfigSchema = z
  .union([z.string(), z.record(z.string(), z.unknown()), z.null()])
  .default(null)
  .transform((value) => {
    if (typeof value !== 'string') return value ?? {};
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return {};
    }
  })
  .pipe(z.object({ videos: list(rawLiveVideoSchema) }).catch({ videos: [] }));

/** A report attachment: type 0 a picture, 2 a video clip (with its poster). */
const rawLiveAttachmentSchema = z.object({ type: num(), url: str(), poster: str() });

/** One item of a live's reporting stream (liveView's list, live_reporting's report). */
export const rawLiveReportSchema = z.object({
  isTop: num(),
  fileId: id(),
  title: str(),
  publishtime: str(),
  user: str(),
  userIcon: str(),
  content: str(),
  attachments: list(rawLiveAttachmentSchema),
});
export type RawLiveReport = z.output<typeof rawLiveReportSchema>;

/** The live's own record in liveView; the real platform sends `main: {}` on every page after the first. */
const rawLiveMainSchema = z.object({
  fileId: num(),
  title: str(),
  startTime: str(),
  endTime: str(),
  status: num(),
  // The live article's own state (1 published), as getArticleContent's: older platforms send none.
  aStatus: num(1),
  countDiscuss: num(),
  countPraise: num(),
  content: str(),
  discussClosed: flag(),
  shareClosed: flag(),
  picBig: str(),
  shareUrl: str(),
  config: rawLiveConfigSchema,
});

/** liveView: a live's main record and one page of its reports (pinned first, newest first). */
export const rawLiveViewSchema = z.object({
  main: z
    .union([rawLiveMainSchema, z.null()])
    .transform((main) => main ?? rawLiveMainSchema.parse({}))
    .prefault({}),
  list: list(rawLiveReportSchema),
  totalCount: num(),
  hasMore: flag(),
  countClick: num(),
});
export type RawLiveView = z.output<typeof rawLiveViewSchema>;

/** liveRemind, liveRemindCancel, liveRemindState (docs/decisions/0062): whether this member asked to be reminded. */
export const rawLiveRemindSchema = z.object({ fileId: presentNum(), isRemind: presentNum(), remindCount: num() });
export type RawLiveRemind = z.output<typeof rawLiveRemindSchema>;
