import { z } from 'zod';
import { castVote } from '@/features/activities/server/votes';
import { tag } from '@/lib/cache/tags';
import { defineHandler, positiveId, requestKey, slidingWindow } from '@/lib/http/handler';
import { activityRefusal } from '@/features/activities/refusal';

/**
 * POST /api/activities/vote {voteId, optionId, requestId}: one vote, sent to the platform encrypted whole
 * (recordVoteCountAndLog). The platform enforces the limits; requestId is one tap, so a double
 * tap or a retry counts once.
 */
export const POST = defineHandler({
  path: 'activities/vote',
  method: 'POST',
  input: z.object({ voteId: positiveId(), optionId: positiveId(), requestId: requestKey() }),
  answer: z.object({
    optionId: z.number(),
    count: z.number(),
    totalVotes: z.number(),
    leftToday: z.number(),
    leftOnOption: z.number(),
  }),
  member: 'required',
  rateLimit: slidingWindow({ name: 'vote', limit: 30, windowMs: 60_000, by: ['memberId'] }),
  invalidates: ({ voteId }) => [tag.vote(voteId)],
  async handle({ input, member }) {
    try {
      return await castVote(input, { memberToken: member.accessToken, device: member.device });
    } catch (error) {
      throw activityRefusal(error);
    }
  },
});
