import { z } from 'zod';
import { presentFlag, presentNum } from '@/lib/platform/primitives';

/** A like toggle answers the new count and the reader's state. */
export const likeAnswerSchema = z.object({ countPraise: presentNum(), liked: presentFlag() });
/** A click or share answers the count, and whether this event moved it (once per device, object and day). */
export const countAnswerSchema = z.object({ count: presentNum(), counted: presentFlag().optional() });
/** `event` answers one of the two, by its eventType. */
export const eventAnswerSchema = z.union([likeAnswerSchema, countAnswerSchema]);

/** event1 (points): what this read or share earned now (0 when already counted today or over the day's limit), and the totals after it. */
export const pointsAnswerSchema = z.object({
  score: presentNum(),
  reason: z.string(),
  note: z.string().default(''),
  todayScore: presentNum(),
  totalScore: presentNum(),
});
