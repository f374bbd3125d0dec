import { z } from 'zod';
import { searchAllInTime } from '@/features/search/server/search';
import { searchResultPage } from '@/lib/http/answerSchemas';
import { defineHandler } from '@/lib/http/handler';
import { parseSearchQuery } from '@/features/search/query';

/** The page's own rules (features/search/query.ts) as the query schema, with their messages. */
const searchQuery = z
  .object({
    keyword: z.string().optional(),
    tclass: z.union([z.string(), z.number()]).optional(),
    sort: z.string().optional(),
    page: z.union([z.string(), z.number()]).optional(),
  })
  .transform((query, context) => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
    const parsed = parseSearchQuery(params);
    if (parsed.ok) return parsed.query;
    context.addIssue({ code: 'custom', message: parsed.error });
    return z.NEVER;
  });

/**
 * GET /api/search?keyword=K&tclass=T&sort=S&page=P: one page (0-based, 20 a page) of search
 * results for the search screen's live results. The browser talks to us, not to the platform
 * (docs/decisions/0003). keyword 1–50 characters, tclass -1 | 2 | 3 | 15, sort relevance
 * (default) | newest, page 0–500; anything else is 400 with a message saying which rule it broke.
 */
export const GET = defineHandler({
  path: 'search',
  method: 'GET',
  input: searchQuery,
  answer: searchResultPage,
  member: 'none',
  cacheControl: 'private, max-age=30',
  handle: ({ input, request }) => searchAllInTime(input, { signal: request.signal }),
});
