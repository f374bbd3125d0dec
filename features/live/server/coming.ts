import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { mapComingLives } from '../live.map';
import { liveComingCall } from '../calls';
import type { ComingLive } from '@/features/live/live.types';

/** liveComing: lives on air and upcoming (on air first, at most 20). */
export async function getComingLives(): Promise<ComingLive[]> {
  return mapComingLives(await platformCall(liveComingCall));
}
