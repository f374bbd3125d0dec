import { z } from 'zod';
import { aliased, list, num, str } from '@/lib/platform/primitives';

// The real platform's subscription calls (PLATFORM-FACTS: getCats with the account code, getCatXys
// with id, start, count; docs/product.md §3: "Subscription category lists: catsList, xys").

/** A category; the CMS names its fields `catID`, `catName` (ApiManager's category JSON). */
export const rawCategorySchema = aliased({ id: ['catID'], name: ['catName'] }, z.object({ id: num(), name: str() }));
export const rawCatsSchema = z.object({ catsList: list(rawCategorySchema) });
export type RawCats = z.output<typeof rawCatsSchema>;

export const rawCatXySchema = aliased(
  { xyID: ['id', 'xyId'], name: ['topic', 'xyName'] },
  z.object({
    xyID: num(),
    name: str(),
    icon: str(),
    description: str(),
    xyStatus: num(),
    xyForbidden: num(),
  }),
);
export const rawCatXysSchema = z.object({ xys: list(rawCatXySchema), totalCount: num().optional() });
export type RawCatXys = z.output<typeof rawCatXysSchema>;
