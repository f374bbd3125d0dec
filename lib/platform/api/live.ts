import 'server-only';
import { platformCall } from '../call';
import { rawLiveComingSchema } from '../schemas/live';
import { mapComingLives } from '../map/live';
import type { ComingLive } from '@/lib/types/live';

/** liveComing: lives on air and upcoming (on air first, at most 20). */
export async function getComingLives(): Promise<ComingLive[]> {
  const raw = await platformCall('liveComing', { params: {}, schema: rawLiveComingSchema });
  return mapComingLives(raw);
}
