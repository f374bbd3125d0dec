import type { LiveReport, LiveStatusUpdate } from '@/features/live/live.types';
import { parsePlatformTime } from '@/lib/format/platformTime';

// What arrives by push is the platform's raw shape (the relay passes it on untouched), read here
// in the browser without trusting it: a field of the wrong type drops the message, and only
// http(s) addresses become pictures or players.

type Data = Record<string, unknown>;

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const id = (value: unknown): number | null => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};
const address = (value: unknown): string => {
  const s = text(value).trim();
  return /^https?:\/\//i.test(s) ? s : '';
};

/** live_status / live_status_subscribe data, or null when it names no live. */
export function statusFromPush(data: Data): LiveStatusUpdate | null {
  const live = id(data.fileId);
  const status = Number(data.status);
  if (live === null || !Number.isInteger(status)) return null;
  return { id: live, status, liveUrl: address(data.appLiveUrl), playbackUrl: address(data.appPlaybackUrl) };
}

/** The report of a live_reporting push (a liveView list item), or null when it is not one. */
export function reportFromPush(data: Data): { liveId: number; report: LiveReport } | null {
  const liveId = id(data.fileId);
  const raw = data.report;
  if (liveId === null || typeof raw !== 'object' || raw === null) return null;
  const r = raw as Data;
  const reportId = id(r.fileId);
  if (reportId === null) return null;
  const attachments = Array.isArray(r.attachments)
    ? (r.attachments as unknown[]).filter((a): a is Data => typeof a === 'object' && a !== null)
    : [];
  const video = attachments.find((a) => Number(a.type) === 2 && address(a.url));
  return {
    liveId,
    report: {
      id: reportId,
      pinned: Number(r.isTop) === 1,
      title: text(r.title),
      publishedAt: parsePlatformTime(r.publishtime)?.toISOString() ?? null,
      author: text(r.user),
      authorIcon: address(r.userIcon),
      text: text(r.content),
      pictures: attachments
        .filter((a) => Number(a.type) === 0)
        .map((a) => address(a.url))
        .filter(Boolean),
      video: video ? { url: address(video.url), poster: address(video.poster) } : null,
    },
  };
}

/** A pushed live comment as the page shows it. */
export interface PushedComment {
  id: number;
  userName: string;
  content: string;
}

/** The comment of a live_discuss push, or null when it is not one. */
export function commentFromPush(data: Data): { liveId: number; comment: PushedComment } | null {
  const liveId = id(data.fileId);
  const raw = data.comment;
  if (liveId === null || typeof raw !== 'object' || raw === null) return null;
  const c = raw as Data;
  const commentId = id(c.id);
  const content = text(c.content);
  if (commentId === null || content === '') return null;
  return { liveId, comment: { id: commentId, userName: text(c.userName), content } };
}
