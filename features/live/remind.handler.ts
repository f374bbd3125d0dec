import { z } from 'zod';
import { isReminded, setReminded } from '@/features/live/server/reminders';
import { isPlatformError } from '@/lib/platform/errors';
import { defineHandler, HandlerError, positiveId, slidingWindow } from '@/lib/http/handler';

/** The platform's refusals of a reminder (docs/platform-api.md, "Live reminders"). */
const STARTED = 'live already started';
const TOO_MANY = 'too many reminders';

/**
 * GET /api/live/remind?id=N: whether the reader is signed in and asked to be reminded of this live.
 * The live page is cached for everyone; this is how it learns its reader's state after load.
 */
export const GET = defineHandler({
  path: 'live/remind',
  method: 'GET',
  input: z.object({ id: positiveId() }),
  answer: z.object({ signedIn: z.boolean(), reminded: z.boolean() }),
  member: 'optional',
  cacheControl: 'no-store',
  async handle({ input, member }) {
    if (!member) return { signedIn: false, reminded: false };
    return { signedIn: true, reminded: await isReminded(member, input.id) };
  },
});

/**
 * POST /api/live/remind {id, remind}: the signed-in member asks (true) or stops asking (false) to
 * be told when a coming live starts (liveRemind / liveRemindCancel, docs/decisions/0062); the
 * platform holds it and puts it in their message centre when the live goes on air.
 */
export const POST = defineHandler({
  path: 'live/remind',
  method: 'POST',
  input: z.object({ id: positiveId(), remind: z.boolean() }),
  answer: z.object({ reminded: z.boolean() }),
  member: 'required',
  rateLimit: slidingWindow({ name: 'liveRemind', limit: 30, windowMs: 60_000, by: ['memberId'] }),
  async handle({ input, member }) {
    try {
      return { reminded: await setReminded(member, input.id, input.remind) };
    } catch (error) {
      if (isPlatformError(error) && error.message === STARTED)
        throw new HandlerError('liveStarted', 409, STARTED, { platformStatus: error.status });
      if (isPlatformError(error) && error.message === TOO_MANY)
        throw new HandlerError('tooManyReminders', 429, TOO_MANY, { platformStatus: error.status });
      throw error;
    }
  },
});
