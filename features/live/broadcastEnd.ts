// When a live broadcast ends, or is expected to: the BroadcastEvent's endDate and the live blog's
// coverageEndTime (docs/decisions/0095), and the calendar entry's end (features/live/calendar.ts).
import { END_GRACE_MS } from './liveState';

/**
 * A broadcast's length when the platform plans no end: long enough to cover a broadcast of the
 * desk's (they run for an hour or two), short enough not to promise an afternoon.
 */
export const DEFAULT_BROADCAST_MS = 2 * 60 * 60 * 1000;

export interface BroadcastTimes {
  /** ISO start; null when the platform gives none. */
  startsAt: string | null;
  /** The platform's planned or actual end (ISO); null when it has none. */
  endsAt: string | null;
  /** Coming (a preview), on air, or over (ended, a replay): features/live/liveState.ts. */
  phase: 'coming' | 'onAir' | 'over';
  /** The newest report's time (ISO): the desk's last word, the end of an ended live with no end of its own. */
  lastReport: string | null;
  /** Milliseconds since the epoch: an on-air live past its default length is expected to run on a while yet. */
  now: number;
}

const time = (iso: string | null): number => (iso ? Date.parse(iso) : Number.NaN);

/**
 * The end a search engine is told: the platform's end when it has one after the start; for a live
 * that is over without one, its last report, else its start plus the default length; for a live
 * coming or on air, its start plus the default length, and once an on-air live has run past that,
 * now plus the grace a late end is given (liveState's END_GRACE_MS). Null when the platform gives no start (nothing to reckon from).
 */
export function broadcastEnd({ startsAt, endsAt, phase, lastReport, now }: BroadcastTimes): string | null {
  const start = time(startsAt);
  if (!Number.isFinite(start)) return null;
  const planned = time(endsAt);
  if (Number.isFinite(planned) && planned > start) return new Date(planned).toISOString();
  if (phase === 'over') {
    const last = time(lastReport);
    return new Date(Number.isFinite(last) && last > start ? last : start + DEFAULT_BROADCAST_MS).toISOString();
  }
  const expected = start + DEFAULT_BROADCAST_MS;
  return new Date(phase === 'onAir' && now >= expected ? now + END_GRACE_MS : expected).toISOString();
}
