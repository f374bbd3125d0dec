import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { mapLiveDetail } from '../live.map';
import { liveViewCall } from '../calls';
import type { LiveDetail } from '@/features/live/live.types';

/**
 * A live and one page of its reports, or null when the platform says there is no such live (or,
 * on the first page, answers no live record). Other failures reject (the page answers 503). The
 * real platform sends the live's record on the first page only (`main: {}` after it): later pages
 * carry the id asked for.
 */
export async function getLiveView(
  id: number,
  page = 0,
  options: { signal?: AbortSignal } = {},
): Promise<LiveDetail | null> {
  const raw = await platformCall(liveViewCall, { id, page }, options);
  if (!raw || (page === 0 && raw.main.fileId <= 0)) return null;
  return mapLiveDetail(raw.main.fileId > 0 ? raw : { ...raw, main: { ...raw.main, fileId: id } });
}
