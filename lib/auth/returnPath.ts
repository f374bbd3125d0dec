import { BASE_PATH } from '@/lib/routing/basePath';
import { homeRoute } from '@/lib/routing/entryRoutes';
import { loginRoute } from '@/lib/routing/entryRoutes';

const PROBE_ORIGIN = 'http://touch.invalid';

/**
 * Where to send a reader back after login or weixin authorization: an in-app path such as
 * `/newsDetail/1/2.html?x=1` (without the base path), never another origin. Accepts our own
 * absolute URLs (`ownOrigin`) and base-path-prefixed paths; anything else gives the fallback.
 */
export function safeReturnPath(
  raw: string | null | undefined,
  ownOrigin: string,
  fallback: string = homeRoute.href(),
): string {
  if (!raw || raw.length > 2048 || /[\u0000-\u001f\\]/.test(raw)) return fallback;
  let url: URL;
  try {
    // Resolving against a probe origin turns `//evil.example/x` and `https://evil.example` into
    // URLs whose origin differs from the probe's, which is exactly what we refuse.
    url = raw.startsWith('/') ? new URL(raw, PROBE_ORIGIN) : new URL(raw);
  } catch {
    return fallback;
  }
  const own = url.origin === PROBE_ORIGIN || url.origin === new URL(ownOrigin).origin;
  if (!own || !raw.match(/^(\/(?!\/)|https?:\/\/)/)) return fallback;
  let pathname = url.pathname;
  if (pathname === BASE_PATH || pathname.startsWith(`${BASE_PATH}/`))
    pathname = pathname.slice(BASE_PATH.length) || '/';
  // Parsing resolves dot segments: `/.//evil.com` comes out as `//evil.com`, which a browser
  // reads as another host. What is returned must be safe by itself, whoever prefixes it.
  if (!pathname.startsWith('/') || pathname.startsWith('//')) return fallback;
  // Back to the login page would only show it again.
  if (pathname === '/' || pathname.startsWith('/login')) return fallback;
  return `${pathname}${url.search}${url.hash}`;
}

/** `/login.html?redirect=…` for a page that needs a signed-in reader. */
export function loginHref(returnPath: string): string {
  return loginRoute.href(undefined, { redirect: returnPath });
}
