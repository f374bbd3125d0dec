import { setClockOffset } from '@/lib/format/clock';
import { callHandler } from './http';
import { serverTime } from './endpoints';

/** Where the learned offset is kept for the session: asked once, not on every page. */
const STORAGE_KEY = 'touch:clockOffset';
/** A learned offset is asked again after this long (a device clock may be corrected meanwhile). */
const MAX_AGE_MS = 6 * 3600_000;
/** Differences below this are the round trip's noise, not a wrong clock. */
const NOISE_MS = 2_000;

interface Stored {
  offsetMs: number;
  /** When it was learned, by this device's clock. */
  at: number;
}

/**
 * The site clock minus this device's clock, from one answer: the server's time is taken to be
 * the moment halfway through the round trip.
 */
export function offsetFrom(serverNowMs: number, sentAt: number, receivedAt: number): number {
  const offset = serverNowMs + (receivedAt - sentAt) / 2 - receivedAt;
  return Math.abs(offset) < NOISE_MS ? 0 : Math.round(offset);
}

function readStored(now: number): Stored | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    const stored = raw ? (JSON.parse(raw) as Partial<Stored>) : null;
    if (!stored || typeof stored.offsetMs !== 'number' || typeof stored.at !== 'number') return null;
    return Math.abs(now - stored.at) < MAX_AGE_MS ? { offsetMs: stored.offsetMs, at: stored.at } : null;
  } catch {
    return null;
  }
}

/**
 * The offset learned earlier in this session, applied at once (no request): a session's later
 * pages draw relative times as soon as they are hydrated. False when there is none yet.
 */
export function applyStoredClock(): boolean {
  const known = readStored(Date.now());
  if (known) setClockOffset(known.offsetMs);
  return known !== null;
}

/**
 * Learns the offset once per session (sessionStorage) and applies it to every relative time
 * drawn in the browser from then on. Never throws: on a failure the reader's own clock is taken
 * as it is (offset 0), and the next page asks again.
 */
export async function syncClock(): Promise<void> {
  if (applyStoredClock()) return;
  try {
    const sentAt = Date.now();
    const answer = await callHandler(serverTime, {});
    const receivedAt = Date.now();
    const offsetMs = offsetFrom(answer.now, sentAt, receivedAt);
    setClockOffset(offsetMs);
    try {
      window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ offsetMs, at: receivedAt } satisfies Stored));
    } catch {
      // private mode: asked again on the next page, no harm
    }
  } catch {
    // the reader's own clock, as before the offset was learned: better than no relative time at all
    setClockOffset(0);
  }
}
