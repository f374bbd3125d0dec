import { z } from 'zod';
import { list, num, str } from './primitives';

/** liveComing: lives on air and upcoming. `liveStatus` is our platform's addition (absent: 0). */
export const rawComingLiveSchema = z.object({
  fileId: num(),
  title: str(),
  startTime: str(),
  type: num(),
  appBannerUrl: str(),
  liveStatus: num(0),
});
export const rawLiveComingSchema = z.object({ list: list(rawComingLiveSchema) });
export type RawLiveComing = z.output<typeof rawLiveComingSchema>;
