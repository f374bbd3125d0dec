import { cache } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { PageSeo } from '@/lib/seo/page';
import { pageMetadata } from '@/lib/seo/pageMetadata';
import { isPlatformError } from '@/lib/platform/errors';
import { withRouteAuth } from '@/lib/platform/routeAuth';
import { parseSegments, type SegmentPattern, type SegmentValues } from './segments';
import { pageRequest } from './pageQuery';
import { releaseRenderEndTrace } from '@/lib/http/renderEndTrace';

/**
 * How long a page's failed load is remembered (docs/decisions/0024). Next renders a failing page's
 * metadata and body apart, and each asked the platform again: a slow article held the reader for
 * two timeouts. Within this time the same address fails at once with the same error (the front
 * server then answers the 503 page), which also spares a struggling platform the repeats.
 */
export const FAILED_LOAD_MEMORY_MS = 3_000;

/** The props Next gives a page and its generateMetadata (`params` for `[[...params]]` routes). */
export interface RouteProps {
  params?: Promise<{ params?: string[] }>;
}

/** What definePage needs of a route's facts (features/<slice>/paths.ts, lib/routing/route.ts). */
export interface RouteSegments<S extends string, Text extends string> {
  /** The path segments after the route name (lib/routing/segments.ts); malformed paths are a 404. */
  segments: SegmentPattern<S, Text>;
  /** docs/product.md §6: the route requires auth; its load's platform calls are signed under xyAuth 1 (lib/platform/routeAuth.ts). */
  requiresAuth?: boolean;
}

export interface RouteSpec<S extends string, Text extends string, Data> {
  /** Everything the page shows, from the platform (may call notFound or redirect). */
  load: (segments: SegmentValues<S, Text>) => Promise<Data>;
  /** What the page tells search engines and share previews (lib/seo/page.ts). */
  seo: (data: Data) => PageSeo | Promise<PageSeo>;
}

export interface Route<Data> {
  /** The page's data and description, loaded once per request: metadata and page share it. */
  load: (props?: RouteProps) => Promise<{ data: Data; seo: PageSeo }>;
  /** The page's `generateMetadata`. */
  generateMetadata: (props?: RouteProps) => Promise<Metadata>;
}

/**
 * The shape of every page module (decision 0012): the route's facts (its segments, from its
 * slice's routes.ts: docs/decisions/0039), then load and seo; the page shell in app/ exports
 * `generateMetadata` and renders `load`'s data with its components. Query parameters are read
 * inside `load` with pageQuery() (lib/routing/pageQuery.ts).
 */
export function definePage<S extends string, Text extends string, Data>(
  facts: RouteSegments<S, Text>,
  spec: RouteSpec<S, Text, Data>,
): Route<Data> {
  // Keyed by the segments as text: React's cache compares arguments by identity, and Next hands
  // generateMetadata and the page different params arrays for the same request.
  const failures = new Map<string, { error: unknown; until: number }>();
  const resolve = cache(async (key: string) => {
    const values = parseSegments(facts.segments, JSON.parse(key) as string[]);
    if (values === null) notFound();
    const memoryKey = `${key}${(await pageRequest()).query.toString()}`;
    const failed = failures.get(memoryKey);
    if (failed && failed.until > Date.now()) throw failed.error;
    try {
      const data = await withRouteAuth(facts.requiresAuth ?? false, () => spec.load(values));
      return { data, seo: await spec.seo(data) };
    } catch (error) {
      // Platform failures only: notFound() and redirect() are Next's control flow, not failures.
      if (isPlatformError(error) && error.kind !== 'cancel') {
        for (const [old, entry] of failures) if (entry.until <= Date.now()) failures.delete(old);
        failures.set(memoryKey, { error, until: Date.now() + FAILED_LOAD_MEMORY_MS });
      }
      throw error;
    }
  });
  const load = async (props?: RouteProps) => {
    // Also here, not only in the root layout: a client-side navigation renders the page without it.
    releaseRenderEndTrace();
    return resolve(JSON.stringify((await props?.params)?.params ?? []));
  };
  const generateMetadata = async (props?: RouteProps) => pageMetadata((await load(props)).seo);
  return { load, generateMetadata };
}
