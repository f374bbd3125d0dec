import type { LiveLabel, LivePhase } from '@/features/live/liveState';

/** A live broadcast on air or coming (liveComing), or a finished one moreLive lists as a replay. */
export interface ComingLive {
  id: number;
  title: string;
  /** ISO 8601, null when the platform gives no time. */
  startsAt: string | null;
  bannerUrl: string;
  /** 0 preview, 1 live, 2 ended (docs/product.md §4). */
  liveStatus: number;
  /** What its badge says: liveComing gives no stream addresses, so an ended live from it is 'ended'. */
  phase: LivePhase;
  /** Its badge's words (features/live/liveState.ts): a preview past its start is 'starting soon', then 'not started'. */
  label: LiveLabel;
  /** In-app path of its detail page. */
  href: string;
}

/** One item of a live's reporting stream: text, pictures and a video clip from a reporter. */
export interface LiveReport {
  id: number;
  /** Pinned by the desk (a notice): shown above the newest. */
  pinned: boolean;
  title: string;
  /** ISO 8601, null when the platform gives no time. */
  publishedAt: string | null;
  author: string;
  authorIcon: string;
  text: string;
  pictures: string[];
  video: { url: string; poster: string } | null;
}

/** A live broadcast for its page (liveView): what it is, where it streams, its first reports. */
export interface LiveDetail {
  id: number;
  title: string;
  startsAt: string | null;
  endsAt: string | null;
  /** 0 preview, 1 on air, 2 ended (docs/product.md §4). */
  status: number;
  /** An unpublished live opened by an editor: the preview banner, no comments, never indexed (as an article's preview). */
  preview: boolean;
  /** The stream while on air ('' when none yet). */
  liveUrl: string;
  /** The recording after it ended ('' when there is none: no replay). */
  playbackUrl: string;
  poster: string;
  image: string;
  /** The introduction, sanitised HTML. */
  descriptionHtml: string;
  countClick: number;
  countPraise: number;
  countDiscuss: number;
  discussClosed: boolean;
  shareClosed: boolean;
  reports: LiveReport[];
  hasMore: boolean;
}

/** What a reader's page needs to follow a live after load: its status and addresses. */
export interface LiveStatusUpdate {
  id: number;
  status: number;
  liveUrl: string;
  playbackUrl: string;
}
