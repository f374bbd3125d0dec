import { z } from 'zod';
import { getFollowedIds } from '@/features/accounts/server/accounts';
import { defineHandler } from '@/lib/http/handler';

/** At most this many accounts per question: a page of a list. */
const MAX_IDS = 50;

/**
 * GET /api/accounts/follows?ids=1,2,3: whether the reader is signed in and which of these accounts they
 * follow. Public account pages are cached for everyone; this is how a page learns its reader's
 * state after load (docs/product.md §2, cacheable reading pages).
 */
export const GET = defineHandler({
  path: 'accounts/follows',
  method: 'GET',
  input: z.object({
    ids: z
      .string()
      .regex(/^\d{1,12}(,\d{1,12})*$/, 'expected ids separated by commas')
      .transform((raw) => [...new Set(raw.split(',').map(Number))].filter((id) => id > 0))
      .refine((ids) => ids.length <= MAX_IDS, `at most ${MAX_IDS} ids`),
  }),
  answer: z.object({ signedIn: z.boolean(), following: z.array(z.number().int()) }),
  member: 'optional',
  async handle({ input, member }) {
    if (!member) return { signedIn: false, following: [] };
    return { signedIn: true, following: await getFollowedIds(member, input.ids) };
  },
});
