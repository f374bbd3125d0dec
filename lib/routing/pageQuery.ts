import { cache } from 'react';
import { headers } from 'next/headers';
import { ReadonlyURLSearchParams } from 'next/navigation';
import { PATH_HEADER } from '@/lib/http/requestHeaders';
import { GLOBAL_QUERY_KEYS, routeNamed } from './routeTable';

/** What a page's server render knows of the address it was asked for. */
export interface PageRequest {
  /** The path as the reader asked for it, without the base path: `/newsDetail/12/345.html`. */
  pathname: string;
  /** Its first segment without `.html`: `newsDetail` (a route name of lib/routing/routeTable.ts). */
  route: string;
  /** The query parameters this route's render may read, and no others. */
  query: ReadonlyURLSearchParams;
}

/** The query keys a route's render may read: the global ones and the route's own. */
export function pageQueryKeysOf(route: string): readonly string[] {
  return [...GLOBAL_QUERY_KEYS, ...(routeNamed(route)?.query ?? [])];
}

/**
 * Reads the path-and-query proxy.ts passed on (`/newsDetail/12/345.html?title=x&utm=y`) and keeps,
 * of the query, only the global keys and the route's own (its facts' `query`, lib/routing/routeTable.ts), one value each, in that
 * order. Those keys are the contract with the page cache (lib/routing/routeTable.json), which keys a rendered page on exactly those keys: a render that read any other parameter could
 * serve one reader's variant to another.
 */
export function pageRequestOf(pathAndQuery: string): PageRequest {
  const mark = pathAndQuery.indexOf('?');
  const pathname = mark === -1 ? pathAndQuery : pathAndQuery.slice(0, mark);
  const route = pathname.split('/')[1]?.replace(/\.html$/, '') ?? '';
  const all = new URLSearchParams(mark === -1 ? '' : pathAndQuery.slice(mark + 1));
  // The first value of each key, as the page cache's key holds it (server/pageRoutes.mjs).
  const kept: [string, string][] = [];
  for (const key of pageQueryKeysOf(route)) {
    const value = all.get(key);
    if (value !== null) kept.push([key, value]);
  }
  return { pathname, route, query: new ReadonlyURLSearchParams(kept) };
}

/** This request's page address, read once per render (React cache). */
export const pageRequest = cache(async (): Promise<PageRequest> =>
  pageRequestOf((await headers()).get(PATH_HEADER) ?? ''),
);

/**
 * The one way a page, its metadata or its page module reads the query on the server. Never
 * `searchParams` props and never the raw header: either would let a render depend on keys the
 * page cache does not key on.
 */
export async function pageQuery(): Promise<ReadonlyURLSearchParams> {
  return (await pageRequest()).query;
}

/** The asked-for path without its query (`/newsDetail/12/345.html`), for the root layout's theme. */
export async function pagePathname(): Promise<string> {
  return (await pageRequest()).pathname;
}

/** The kept query as a suffix for an address ('' or `?title=…`), e.g. to carry it across a redirect. */
export function querySuffix(query: URLSearchParams): string {
  const text = query.toString();
  return text ? `?${text}` : '';
}
