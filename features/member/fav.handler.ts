import { z } from 'zod';
import { isCollected, setCollected } from '@/features/member/server/favorites';
import { defineHandler, positiveId, slidingWindow } from '@/lib/http/handler';

const collectState = z.object({ signedIn: z.boolean(), collected: z.boolean() });

/**
 * GET /api/member/fav?articleId=N: whether the reader is signed in and collected this article. Article
 * pages are cached for everyone; the collect button asks this after load (docs/product.md §2,
 * cacheable reading pages).
 */
export const GET = defineHandler({
  path: 'member/fav',
  method: 'GET',
  input: z.object({ articleId: positiveId() }),
  answer: collectState,
  member: 'optional',
  async handle({ input, member }) {
    if (!member) return { signedIn: false, collected: false };
    return { signedIn: true, collected: await isCollected(member, input.articleId) };
  },
});

/**
 * POST /api/member/fav {articleId, collect}: the signed-in member collects an article or removes it from
 * their collection (the platform's fav). Nothing public shows a collection, so no cache changes.
 */
export const POST = defineHandler({
  path: 'member/fav',
  method: 'POST',
  input: z.object({ articleId: positiveId(), collect: z.boolean() }),
  answer: collectState,
  member: 'required',
  rateLimit: slidingWindow({ name: 'fav', limit: 60, windowMs: 60_000, by: ['memberId'] }),
  async handle({ input, member }) {
    return { signedIn: true, collected: await setCollected(member, input.articleId, input.collect) };
  },
});
