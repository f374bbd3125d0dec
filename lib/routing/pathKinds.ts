import { routeNamed } from './routeTable';

/**
 * Whether a first path segment (before `.html`) names a route (lib/routing/routeTable.ts, the
 * routes of docs/product.md §2 and our own); anything else is an unknown path and redirects home.
 */
export function isKnownRoute(firstSegment: string): boolean {
  return routeNamed(firstSegment) !== undefined;
}

/** A file name with an extension other than `.html` (icon.svg, robots.txt, sitemap.xml, …). */
const STATIC_FILE = /\/[^/]+\.(?!html$)[a-z0-9]+$/i;

/**
 * Internal paths (framework, handlers, static and metadata files) that are never treated as pages.
 * A file sent home would make the browser's every favicon request render the home page.
 */
export function isInternalPath(pathname: string): boolean {
  return (
    STATIC_FILE.test(pathname) ||
    pathname.startsWith('/_next') ||
    pathname.startsWith('/api/') ||
    pathname.startsWith('/fonts/') ||
    pathname.startsWith('/images/') ||
    pathname === '/favicon.ico' ||
    pathname === '/robots.txt' ||
    pathname.startsWith('/sitemap')
  );
}
