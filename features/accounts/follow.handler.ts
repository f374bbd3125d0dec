import { z } from 'zod';
import { setFollowing } from '@/features/accounts/server/accounts';
import { isPlatformError } from '@/lib/platform/errors';
import { tag } from '@/lib/cache/tags';
import { defineHandler, HandlerError, positiveId, slidingWindow } from '@/lib/http/handler';

/** The platform's refusal to follow an account clients must discard (docs/platform-api.md, topicSub). */
const UNAVAILABLE = 'xy account unavailable';

/**
 * POST /api/accounts/follow {xyId, follow}: the signed-in member follows (true) or unfollows (false) a media
 * account (topicSub / topicSubCancel, type 4); answers the state and the new follower count.
 * The account page shows the count: it is dropped from every cache.
 */
export const POST = defineHandler({
  path: 'accounts/follow',
  method: 'POST',
  input: z.object({ xyId: positiveId(), follow: z.boolean() }),
  answer: z.object({ following: z.boolean(), followers: z.number().int().min(0) }),
  member: 'required',
  rateLimit: slidingWindow({ name: 'follow', limit: 30, windowMs: 60_000, by: ['memberId'] }),
  invalidates: ({ xyId }) => [tag.xy(xyId)],
  async handle({ input, member }) {
    try {
      return await setFollowing(member, input.xyId, input.follow);
    } catch (error) {
      if (isPlatformError(error) && (error.message === UNAVAILABLE || error.message === 'xy account not found')) {
        throw new HandlerError('accountUnavailable', 404, 'this account is unavailable', {
          platformStatus: error.status,
        });
      }
      throw error;
    }
  },
});
