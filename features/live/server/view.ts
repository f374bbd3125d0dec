import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { mapLiveDetail } from '../live.map';
import { liveViewCall } from '../calls';
import type { LiveDetail } from '@/features/live/live.types';

/**
 * A live and one page of its reports, or null when the platform says there is no such live.
 * Other failures reject (the page answers 503).
 */
export async function getLiveView(id: number, page = 0, options: { signal?: AbortSignal } = {}): Promise<LiveDetail | null> {
  const raw = await platformCall(liveViewCall, { id, page }, options);
  return raw ? mapLiveDetail(raw) : null;
}
