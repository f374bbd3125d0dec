import { z } from 'zod';
import { followsReporter, setReporterFollowing } from '@/features/accounts/server/reporterFollows';
import { isPlatformError } from '@/lib/platform/errors';
import { defineHandler, handlerError, positiveId, slidingWindow } from '@/lib/http/handler';

/**
 * GET /api/accounts/reporterFollow?id=: whether the reader is signed in and follows this reporter. The
 * reporter page is cached for everyone; its follow button asks this after load (docs/decisions/0064).
 */
export const GET = defineHandler({
  path: 'accounts/reporterFollow',
  method: 'GET',
  input: z.object({ id: positiveId() }),
  answer: z.object({ signedIn: z.boolean(), following: z.boolean() }),
  member: 'optional',
  async handle({ input, member }) {
    if (!member) return { signedIn: false, following: false };
    return { signedIn: true, following: await followsReporter(member, input.id) };
  },
});

/**
 * POST /api/accounts/reporterFollow {reporterId, follow}: the signed-in member follows (true) or unfollows
 * (false) a reporter (topicSub / topicSubCancel, type 5). Nothing public shows the count, so no
 * cached page changes.
 */
export const POST = defineHandler({
  path: 'accounts/reporterFollow',
  method: 'POST',
  input: z.object({ reporterId: positiveId(), follow: z.boolean() }),
  answer: z.object({ following: z.boolean(), followers: z.number().int().min(0) }),
  member: 'required',
  // As the account follow: a tap each, never a flood (docs/security.md, "Limits").
  rateLimit: slidingWindow({ name: 'reporterFollow', limit: 30, windowMs: 60_000, by: ['memberId'] }),
  async handle({ input, member }) {
    try {
      return await setReporterFollowing(member, input.reporterId, input.follow);
    } catch (error) {
      if (isPlatformError(error) && error.message === 'reporter not found') {
        throw handlerError('notFound', 'no such reporter', { platformStatus: error.status });
      }
      throw error;
    }
  },
});
