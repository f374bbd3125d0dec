import { z } from 'zod';

// The real platform is loose with types (ids as numbers or numeric strings, null for empty,
// fields left out). These primitives accept what it really sends and normalise it, but reject
// nonsense. `.default()` makes a missing key acceptable (zod 4 treats a union with undefined as
// a required key).

/** A number, or a numeric string; null/absent become the fallback. */
export const num = (fallback = 0) =>
  z
    .union([z.number(), z.string().regex(/^\s*-?\d+(\.\d+)?\s*$/), z.null()])
    .transform((value) => (value === null ? fallback : Number(value)))
    .default(fallback);

/** A string; null/absent become ''. Numbers are accepted and stringified. */
export const str = () =>
  z
    .union([z.string(), z.number(), z.null()])
    .transform((value) => (value === null ? '' : String(value)))
    .default('');

/** A list that may be absent or null. */
export const list = <T extends z.ZodType>(item: T) =>
  z
    .union([z.array(item), z.null()])
    .transform((value) => value ?? [])
    .default([]);

/** A boolean sent as true/false, 0/1 or '0'/'1'. */
export const flag = () =>
  z
    .union([z.boolean(), z.number(), z.string(), z.null()])
    .transform((value) => value === true || value === 1 || value === '1' || value === 'true')
    .default(false);

/** A number (or numeric string) that must be there: the answer's point, not an optional extra. */
export const presentNum = () => z.union([z.number(), z.string().regex(/^\s*-?\d+(\.\d+)?\s*$/)]).transform(Number);

/** A boolean (true/false, 0/1, '0'/'1') that must be there. */
export const presentFlag = () =>
  z.union([z.boolean(), z.number(), z.string()]).transform((value) => value === true || value === 1 || value === '1' || value === 'true');
