import { z } from 'zod';
import { presentFlag, presentNum } from '@/lib/platform/primitives';

/** A like toggle answers the new count and the reader's state. */
export const likeAnswerSchema = z.object({ countPraise: presentNum(), liked: presentFlag() });
/** A click or share answers the count, and whether this event moved it (once per device, object and day). */
export const countAnswerSchema = z.object({ count: presentNum(), counted: presentFlag().optional() });
/**
 * The real platform's event answers the write alone (intergrate-dev/xy-wan-xzw NisApiController
 * event: "true"; jiangbm/XFJ_FZ_API Event_Common.robot: `{value: "true"}`, the gateway's `true`
 * read as that by lib/platform/dialect/writes.ts): a like's count is read back.
 */
export const eventDoneSchema = z.object({ value: z.literal('true') });
/** `event` answers one of the two by its eventType (designed), or that it was done (real). */
export const eventAnswerSchema = z.union([likeAnswerSchema, countAnswerSchema, eventDoneSchema]);

/** event1 (points): what this read or share earned now (0 when already counted today or over the day's limit), and the totals after it. */
export const pointsAnswerSchema = z.object({
  score: presentNum(),
  reason: z.string(),
  note: z.string().default(''),
  todayScore: presentNum(),
  totalScore: presentNum(),
});
