/**
 * The one parser of the optional path segments of `[[...params]]` routes
 * (`/newsDetail/{columnId?}/{id}.html` arrives as `params: ['12', '345']`, proxy.ts having taken
 * `.html` off). A route declares its segments once, in path order, as docs/product.md §2 writes
 * them; the parser answers their values, or null for a malformed path (which the route turns
 * into a 404, never a guess).
 *
 * - A name ending in `?` is optional; the others must be there.
 * - Values are ids (strict positive integers) unless the name is listed in `text`.
 * - A shorter path leaves optional segments out: by default the leading ones (the platform's
 *   links name the last segment, the id, and put context such as a column before it); a route
 *   whose optional segments trail, such as `/invitedToDownload/{id?}/{code?}`, says
 *   `missing: 'trailing'`.
 */

type NameOf<S extends string> = S extends `${infer Name}?` ? Name : S;
type OptionalName<S extends string> = S extends `${infer Name}?` ? Name : never;
type RequiredName<S extends string> = S extends `${string}?` ? never : S;
type ValueOf<Name extends string, Text extends string> = Name extends Text ? string : number;

/** The values of a pattern's segments: ids as numbers, text as strings, optional ones maybe missing. */
export type SegmentValues<S extends string, Text extends string = never> = {
  [Name in RequiredName<S>]: ValueOf<Name, Text>;
} & {
  [Name in OptionalName<S>]?: ValueOf<Name, Text>;
};

export interface SegmentPattern<S extends string = string, Text extends string = never> {
  readonly names: readonly S[];
  readonly text: readonly Text[];
  readonly missing: 'leading' | 'trailing';
}

/** Declares a route's segments, e.g. `segments(['columnId?', 'id'])`. */
export function segments<const S extends string, const Text extends NameOf<S> = never>(
  names: readonly S[],
  options: { text?: readonly Text[]; missing?: 'leading' | 'trailing' } = {},
): SegmentPattern<S, Text> {
  return { names, text: options.text ?? [], missing: options.missing ?? 'leading' };
}

/** A route without path segments (`/home.html`, `/search.html`): any segment is malformed. */
export const NO_SEGMENTS = segments<never>([]);

/** Ids as the platform writes them: no sign, no leading zero, no exponent, at most 12 digits. */
const ID = /^[1-9]\d{0,11}$/;

/** The segments' values, or null when the path is malformed (too many, too few, or not an id). */
export function parseSegments<S extends string, Text extends string>(
  pattern: SegmentPattern<S, Text>,
  params: readonly string[] | undefined,
): SegmentValues<S, Text> | null {
  const given = params ?? [];
  const names = pattern.names.map((raw) => ({ name: raw.replace(/\?$/, ''), optional: raw.endsWith('?') }));
  const leaveOut = names.length - given.length;
  if (leaveOut < 0) return null;
  const optionalOrder = names.filter((n) => n.optional);
  if (pattern.missing === 'trailing') optionalOrder.reverse();
  if (optionalOrder.length < leaveOut) return null;
  const left = new Set(optionalOrder.slice(0, leaveOut));
  const present = names.filter((n) => !left.has(n));

  const values: Record<string, string | number> = {};
  for (const [index, { name }] of present.entries()) {
    const raw = given[index] ?? '';
    if ((pattern.text as readonly string[]).includes(name)) {
      if (raw === '') return null;
      values[name] = raw;
    } else {
      if (!ID.test(raw)) return null;
      values[name] = Number(raw);
    }
  }
  return values as SegmentValues<S, Text>;
}
