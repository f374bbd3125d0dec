import { z } from 'zod';

// The real platform is loose with types (ids and counts as numeric strings, null or '' for empty,
// fields left out, a code sent as ''). These primitives accept what it really sends and normalise
// it. Only the fields that identify a thing are required (`id()`); a field the page can do without
// never fails an answer: it takes its fallback (docs/decisions/0074). `.default()` makes a missing
// key acceptable (zod 4 treats a union with undefined as a required key).

const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;

/** A number, or a numeric string; null, absent, '' or any other text become the fallback. */
export const num = (fallback = 0) =>
  z
    .union([z.number(), z.string(), z.null(), z.boolean()])
    .transform((value) => {
      if (typeof value === 'number') return Number.isFinite(value) ? value : fallback;
      if (typeof value === 'string' && NUMERIC.test(value)) return Number(value);
      return fallback;
    })
    .default(fallback);

/** A string; null/absent become ''. Numbers are accepted and stringified. */
export const str = () =>
  z
    .union([z.string(), z.number(), z.null()])
    .transform((value) => (value === null ? '' : String(value)))
    .default('');

const SKIPPED: unique symbol = Symbol('skipped list item');

/** Says, once per call site and minute at most, which list item was left out and why. */
const lastSaid = new Map<string, number>();
function saySkipped(issues: readonly { path?: PropertyKey[]; message?: string }[]): void {
  const first = issues[0];
  const where = first
    ? `${first.path?.map(String).join('.') || '(item)'}: ${first.message ?? 'does not fit'}`
    : 'does not fit';
  const now = Date.now();
  if ((lastSaid.get(where) ?? 0) > now - 60_000) return;
  if (lastSaid.size > 200) lastSaid.clear();
  lastSaid.set(where, now);
  console.warn(`[platform] a list item that does not fit was left out (${where})`);
}

/**
 * A list that may be absent or null. An item that does not fit is left out and logged, never the
 * answer (docs/decisions/0074): one odd article must not take a column page down.
 */
export const list = <T extends z.ZodType>(item: T) =>
  z
    .union([
      z.array(
        item.catch((ctx) => {
          saySkipped(ctx.issues);
          return SKIPPED as z.output<T>;
        }),
      ),
      z.null(),
    ])
    .transform((values) => (values ?? []).filter((value): value is z.output<T> => value !== SKIPPED))
    .default([]);

/** A boolean sent as true/false, 0/1 or '0'/'1'. */
export const flag = () =>
  z
    .union([z.boolean(), z.number(), z.string(), z.null()])
    .transform((value) => value === true || value === 1 || value === '1' || value === 'true')
    .default(false);

/** A number (or numeric string) that must be there: the answer's point, not an optional extra. */
export const presentNum = () => z.union([z.number(), z.string().regex(NUMERIC)]).transform(Number);

/** What identifies a thing (an article's fileId, a column's columnId): a number or numeric string, required. */
export const id = presentNum;

/** A boolean (true/false, 0/1, '0'/'1') that must be there. */
export const presentFlag = () =>
  z
    .union([z.boolean(), z.number(), z.string()])
    .transform((value) => value === true || value === 1 || value === '1' || value === 'true');

/**
 * Reads a field under the names the platform's generations give it: `aliased({ description:
 * ['attAbstract'] }, schema)` fills `description` from `attAbstract` when the answer has no
 * `description` of its own (an empty one counts as none). Only renames; the schema checks values.
 */
export function aliased<T extends z.ZodType>(aliases: Readonly<Record<string, readonly string[]>>, schema: T) {
  return z.preprocess((value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const record = value as Record<string, unknown>;
    let filled: Record<string, unknown> | null = null;
    for (const [field, names] of Object.entries(aliases)) {
      const own = record[field];
      if (own !== undefined && own !== null && own !== '') continue;
      const found = names
        .map((name) => record[name])
        .find((candidate) => candidate !== undefined && candidate !== null && candidate !== '');
      if (found === undefined) continue;
      filled ??= { ...record };
      filled[field] = found;
    }
    return filled ?? value;
  }, schema);
}

/** A JSON object (not null, not an array): the first question a reader of a loose answer asks. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
