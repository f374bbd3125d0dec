import { defineCall } from '../define';
import { rawCatsSchema, rawCatXysSchema } from '../schemas/subscription';

// Categories change rarely and every subscription page needs them: five minutes per process.
const CATEGORIES_TTL_MS = 5 * 60_000;

/** getCats: the subscription categories of an account code (docs/product.md §7: "code fixed to an account code"). */
export const getCatsCall = defineCall({
  name: 'getCats',
  service: 'app',
  method: 'GET',
  auth: 'site',
  params: (code: string) => ({ code }),
  answer: rawCatsSchema,
  criticality: 'page',
  cache: { ttl: CATEGORIES_TTL_MS, maxEntries: 1 },
});

/** getCatXys: one page of a category's accounts (start, count); a negative status when there is no such category. */
export const getCatXysCall = defineCall({
  name: 'getCatXys',
  service: 'app',
  method: 'GET',
  auth: 'site',
  params: (input: { id: number; start: number; count: number }) => input,
  answer: rawCatXysSchema,
  criticality: 'page',
  nullWhenMissing: true,
});
