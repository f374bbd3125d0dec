import { segments as segmentPattern, type SegmentPattern } from './segments';

/**
 * A route's facts, declared once (docs/decisions/0039): its name (the first path segment), its
 * path segments, whether a shared cache may keep its pages, the cache tag of each segment, the
 * query keys its render may read, and the one builder of its address. Declared in each slice's
 * pure `features/<slice>/paths.ts` with `route({...})`, so client islands (href), the route
 * module (definePage adds load and seo) and, through lib/routing/routeTable.json, the plain-Node
 * front server read the same facts. Nothing here may import server code.
 */

type NameOf<S extends string> = S extends `${infer Name}?` ? Name : S;
type OptionalName<S extends string> = S extends `${infer Name}?` ? Name : never;
type RequiredName<S extends string> = S extends `${string}?` ? never : S;

/** A segment's value as a link gives it (an id or a text segment). */
type SegmentInput = string | number;

/** The values an address is built from: required segments must be given, optional ones may be left out. */
export type HrefValues<S extends string> = { [Name in RequiredName<S>]: SegmentInput } & {
  [Name in OptionalName<S>]?: SegmentInput | null;
};

/** Query parameters of an address; undefined and null ones are left out, the rest keep their order. */
export type HrefQuery = Readonly<Record<string, string | number | boolean | null | undefined>>;

type HrefArgs<S extends string> = [RequiredName<S>] extends [never]
  ? [values?: HrefValues<S>, query?: HrefQuery]
  : [values: HrefValues<S>, query?: HrefQuery];

export interface RouteFacts<Name extends string = string, S extends string = string, Text extends string = string> {
  /** The first path segment: `newsDetail` in `/newsDetail/{columnId?}/{id}.html`. */
  readonly name: Name;
  /** The path segments after the name, in path order (lib/routing/segments.ts). */
  readonly segments: SegmentPattern<S, Text>;
  /** The same for every anonymous reader: the front server and CDNs may keep it (docs/decisions/0009). */
  readonly public: boolean;
  /** The cache tag kind of each segment, in path order ('-': not a tag); a write to that thing drops the page. */
  readonly tags: readonly string[];
  /** The query keys of this route its render may read, beside the global ones (lib/routing/pageQuery.ts). */
  readonly query: readonly string[];
  /**
   * docs/product.md §6: the route requires auth. Under xyAuth 1 the platform calls its render makes
   * are signed as under 2 (docs/product.md §4; lib/platform/routeAuth.ts).
   */
  readonly requiresAuth: boolean;
  /** The route's address without the base path: `/newsDetail/12/345.html`, `/search.html?keyword=x`. */
  href(...args: HrefArgs<S>): string;
}

export interface RouteSpec<Name extends string, S extends string, Text extends NameOf<S>> {
  name: Name;
  /** Segments in path order as docs/product.md §2 writes them; none for `/name.html`. */
  segments?: readonly S[];
  /** Segments kept as text rather than ids. */
  text?: readonly Text[];
  /** Which optional segments a shorter path leaves out (lib/routing/segments.ts). */
  missing?: 'leading' | 'trailing';
  /** Whether a shared cache may keep its pages; private unless said. */
  public?: boolean;
  /** The cache tag kind of a segment, by segment name. */
  tags?: { readonly [Segment in NameOf<S>]?: string };
  /** Query keys the render reads (beside the global ones). */
  query?: readonly string[];
  /** The route requires auth (docs/product.md §6); false unless said. */
  requiresAuth?: boolean;
}

/** Declares a route's facts and makes its `href()`. */
export function route<const Name extends string, const S extends string = never, const Text extends NameOf<S> = never>(
  spec: RouteSpec<Name, S, Text>,
): RouteFacts<Name, S, Text> {
  const pattern = segmentPattern<S, Text>(spec.segments ?? [], { text: spec.text, missing: spec.missing });
  const names = pattern.names.map((raw) => raw.replace(/\?$/, ''));
  const tags: Partial<Record<string, string>> = spec.tags ?? {};
  return {
    name: spec.name,
    segments: pattern,
    public: spec.public ?? false,
    tags: names.map((name) => tags[name] ?? '-'),
    query: spec.query ?? [],
    requiresAuth: spec.requiresAuth ?? false,
    href(...args: HrefArgs<S>): string {
      const [values, query] = args as [
        Record<string, SegmentInput | null | undefined> | undefined,
        HrefQuery | undefined,
      ];
      const given = names
        .map((name) => values?.[name])
        .filter((value) => value !== undefined && value !== null)
        .map((value) => encodeURIComponent(value));
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(query ?? {}))
        if (value !== undefined && value !== null) search.append(key, String(value));
      const text = search.toString();
      return `/${[spec.name, ...given].join('/')}.html${text ? `?${text}` : ''}`;
    },
  };
}
