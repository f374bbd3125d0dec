import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { processWide } from '@/lib/processWide.mjs';
import { serverTimeCall } from '../calls';

/** How long a learned offset is trusted before the platform is asked again. */
const OFFSET_TTL_MS = 10 * 60_000;

interface Learned {
  offsetMs: number;
  at: number;
}

/**
 * The platform clock minus ours, learned from serverTime (half the round trip taken as the way
 * back) and kept for ten minutes per process: every reader's /api/analytics/serverTime costs no platform
 * call in between. 0 when the platform does not answer (our own clock is the next best).
 */
export async function platformClockOffset(now: () => number = Date.now): Promise<number> {
  const cache = processWide('device:platformClock', () => ({ learned: null as Learned | null }));
  const known = cache.learned;
  if (known && now() - known.at < OFFSET_TTL_MS) return known.offsetMs;
  const sent = now();
  const answer = await platformCall(serverTimeCall, undefined);
  const received = now();
  if (answer.serverTime <= 0) return known?.offsetMs ?? 0;
  const offsetMs = Math.round(answer.serverTime + (received - sent) / 2 - received);
  cache.learned = { offsetMs, at: received };
  return offsetMs;
}
