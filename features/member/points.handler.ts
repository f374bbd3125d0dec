import { z } from 'zod';
import { earnPoints } from '@/features/member/server/points';
import { defineHandler, MINUTE, perReaderAndAddress, positiveId } from '@/lib/http/handler';

/**
 * POST /api/member/points {articleId, action: 'read' | 'share'}: points for a signed-in member who read
 * (a while) or shared an article (the platform's event1, which counts an article once a day per
 * kind, up to a daily limit). A signed-out reader earns nothing and the platform is not asked:
 * the article page is cached for everyone, so only this answer knows who reads.
 */
export const POST = defineHandler({
  path: 'member/points',
  method: 'POST',
  input: z.object({ articleId: positiveId(), action: z.enum(['read', 'share']) }),
  answer: z.object({ signedIn: z.boolean(), score: z.number().int().min(0), todayScore: z.number().int().min(0) }),
  member: 'optional',
  // The platform's daily limit stops the points; these stop the requests before it.
  rateLimit: perReaderAndAddress({ name: 'points', perMember: 30, perAddress: 300, windowMs: MINUTE }),
  async handle({ input, member }) {
    if (!member) return { signedIn: false, score: 0, todayScore: 0 };
    const earned = await earnPoints(member, input.articleId, input.action);
    return { signedIn: true, ...earned };
  },
});
