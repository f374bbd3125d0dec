import { z } from 'zod';
import { list, num, str } from './primitives';

/** getTipoffDetail / myTipoffs item (docs/platform-api.md, "Tip-offs"): pics, videos, audios (SPEC.md §3). */
export const rawTipoffSchema = z.object({
  id: num(),
  title: str(),
  content: str(),
  location: str(),
  pics: list(z.string()),
  videos: list(z.string()),
  audios: list(z.string()),
  status: num(),
  statusText: str(),
  reply: str(),
  articleId: num(),
  created: num(),
  handled: num(),
});
export type RawTipoff = z.output<typeof rawTipoffSchema>;

export const rawTipoffSentSchema = z.object({ id: num(), created: num() });
