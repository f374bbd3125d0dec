import { z } from 'zod';
import { getSearchSuggestions } from '@/features/search/server/search';
import { defineHandler } from '@/lib/http/handler';
import { keywordLength, MAX_KEYWORD_LENGTH, normalizeKeyword } from '@/features/search/query';

const suggestionsQuery = z.object({
  keyword: z
    .string({ error: 'required' })
    .transform(normalizeKeyword)
    .refine((keyword) => keyword !== '', 'required')
    .refine((keyword) => keywordLength(keyword) <= MAX_KEYWORD_LENGTH, `at most ${MAX_KEYWORD_LENGTH} characters`),
});

/**
 * GET /api/search/suggestions?keyword=K: what the search box offers as the reader types
 * (searchWordDely with the keyword: hot words and titles holding it, at most 8). The same for
 * every reader, so the browser may keep it a minute.
 */
export const GET = defineHandler({
  path: 'search/suggestions',
  method: 'GET',
  input: suggestionsQuery,
  answer: z.object({ keyword: z.string(), words: z.array(z.string()) }),
  member: 'none',
  cacheControl: 'private, max-age=60',
  handle: async ({ input }) => ({ keyword: input.keyword, words: await getSearchSuggestions(input.keyword) }),
});
