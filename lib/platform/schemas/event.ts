import { z } from 'zod';
import { flag, num } from './primitives';

/** `event` answers a like toggle with the new count and state, a click or share with a count. */
export const likeAnswerSchema = z.object({ countPraise: num(), liked: flag() });
export const countAnswerSchema = z.object({ count: num() });
/** For the contract check: one of the two shapes, with the fields really present. */
export const eventAnswerSchema = z.union([
  z.object({ countPraise: z.number(), liked: z.boolean() }),
  z.object({ count: z.number() }),
]);
