import { z } from 'zod';
import { num, str } from '@/lib/platform/primitives';
import { readerSentFields } from './readerSent.schema';

/** getTipoffDetail / myTipoffs item (docs/platform-api.md, "Tip-offs"): pics, videos, audios (SPEC.md §3). */
export const rawTipoffSchema = z.object({
  ...readerSentFields,
  location: str(),
  articleId: num(),
  handled: num(),
});
export type RawTipoff = z.output<typeof rawTipoffSchema>;
