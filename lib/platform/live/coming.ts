import 'server-only';
import { platformCall } from '../call';
import { mapComingLives } from '../map/live';
import { liveComingCall } from './calls';
import type { ComingLive } from '@/lib/types/live';

/** liveComing: lives on air and upcoming (on air first, at most 20). */
export async function getComingLives(): Promise<ComingLive[]> {
  return mapComingLives(await platformCall(liveComingCall));
}
