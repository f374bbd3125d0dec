import { NextResponse, type NextRequest } from 'next/server';
import { isInternalPath, isKnownRoute } from '@/lib/routing/pathKinds';
import { homeRoute } from '@/features/columns/paths';
import { DEFAULT_LOCALE, LOCALE_COOKIE, isLocale } from '@/lib/i18n/locales';
import {
  DEVICE_ISSUED_HEADER,
  LOCALE_HEADER,
  NONCE_HEADER,
  NOT_FOUND_RENDER_HEADER,
  PATH_HEADER,
  PLATFORM_DOWN_HEADER,
  RENDER_FAILED_HEADER,
  SERVER_BUSY_HEADER,
} from '@/lib/http/requestHeaders';
import { cacheFillPolicy, contentSecurityPolicy, createNonce } from '@/lib/http/csp';
import { DEVICE_COOKIE, deviceFromCookie, newDeviceId, signedDevice } from '@/lib/session/device';
import { isPlatformUp } from '@/lib/platform/health';
import { isOwnLoopLagging } from '@/lib/platform/loopLag';
import { weixinAuthorization } from '@/features/member/server/weixinAuthorization';
import { refreshedSessionCookie, setSessionCookie } from '@/lib/auth/sessionRefresh';
import { SESSION_COOKIE } from '@/lib/session/session';
import { isCacheFill } from '@/lib/http/cacheFill';
import { routeHref } from '@/lib/routing/basePath';

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;
/** As server/front.mjs BUSY_RETRY_AFTER_SECONDS: an overload passes in seconds. */
const BUSY_RETRY_AFTER_SECONDS = 5;

function redirectHome(request: NextRequest): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = homeRoute.href();
  return NextResponse.redirect(url);
}

/**
 * Runs before every page: maps the platform's `.html` paths onto routes, sends unknown paths
 * home, reads the locale from the query (the theme is decided in the root layout, which has the config), and sets the CSP nonce and security headers.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname, searchParams } = request.nextUrl;
  // Secure cookies whenever the reader is on https, also behind a TLS-terminating proxy.
  const secure =
    request.nextUrl.protocol === 'https:' ||
    request.headers.get('x-forwarded-proto') === 'https' ||
    process.env.COOKIE_SECURE === '1';
  if (pathname.startsWith('/api/')) return withDevice(request, secure);
  if (isInternalPath(pathname)) return NextResponse.next();

  if (pathname === '/' || pathname === '') return redirectHome(request);
  const firstSegment = pathname.split('/')[1]?.replace(/\.html$/, '') ?? '';
  if (!isKnownRoute(firstSegment)) return redirectHome(request);
  // A render for the page cache (server/front.mjs) is for every reader: nothing of this request's
  // reader is read or written, and the front server sets the CSP from the finished HTML.
  const fill = isCacheFill(request.headers);
  if (!fill) {
    // Weixin readers who are not signed in go to weixin's authorize page first (features/member/server/weixinAuthorization.ts).
    const weixin = await weixinAuthorization(request, secure);
    if (weixin) return weixin;
  }
  // A member whose access token is about to expire gets a fresh pair before the render.
  const refreshedSession = fill ? null : await refreshedSessionCookie(request);
  if (refreshedSession !== null) request.cookies.set(SESSION_COOKIE, refreshedSession);

  const queryLocale = searchParams.get('lang');
  const cookieLocale = request.cookies.get(LOCALE_COOKIE)?.value;
  const locale = isLocale(queryLocale) ? queryLocale : isLocale(cookieLocale) ? cookieLocale : DEFAULT_LOCALE;

  const nonce = fill ? null : createNonce();
  const csp = nonce === null ? null : contentSecurityPolicy(nonce, process.env.NODE_ENV === 'development');
  const requestHeaders = new Headers(request.headers);
  // Our own decision headers are never taken from the reader's request.
  requestHeaders.delete(PLATFORM_DOWN_HEADER);
  requestHeaders.delete(NONCE_HEADER);
  requestHeaders.set(LOCALE_HEADER, locale);
  // Behind server/main.mjs Next hands proxy.ts the path without its `.html`: the page's own
  // address (for the way back after login) always has it.
  requestHeaders.set(PATH_HEADER, routeHref(pathname) + request.nextUrl.search);
  if (nonce !== null && csp !== null) {
    requestHeaders.set(NONCE_HEADER, nonce);
    requestHeaders.set('content-security-policy', csp);
  } else {
    requestHeaders.delete('content-security-policy');
  }
  if (refreshedSession !== null) requestHeaders.set('cookie', request.cookies.toString());

  // `/newsDetail/12/345.html` is served by the route `/newsDetail/12/345`.
  let response: NextResponse;
  // The front server asks for the 503 page of an address whose own render just failed.
  const renderFailed = fill && request.headers.get(RENDER_FAILED_HEADER) === '1';
  requestHeaders.delete(RENDER_FAILED_HEADER);
  // The front server renders its 'busy' page once per language (server/admission.mjs).
  const busyAsked = fill && request.headers.get(SERVER_BUSY_HEADER) === '1';
  requestHeaders.delete(SERVER_BUSY_HEADER);
  // The front server asks again for an address whose page said notFound() (server/front.mjs).
  const notFoundAsked = fill && request.headers.get(NOT_FOUND_RENDER_HEADER) === '1';
  requestHeaders.delete(NOT_FOUND_RENDER_HEADER);
  const platformUp = busyAsked || (await isPlatformUp());
  if (busyAsked || renderFailed || !platformUp) {
    // The platform is down or too slow: a real 503 page, with a retry, instead of a failed render.
    // A render that failed while the platform answers its probe and our own loop lags failed on
    // our overload: the page says the site is busy, not that the platform is down (0033).
    const busy = busyAsked || (renderFailed && platformUp && isOwnLoopLagging());
    const target = request.nextUrl.clone();
    target.pathname = '/unavailable';
    requestHeaders.set(PLATFORM_DOWN_HEADER, '1');
    if (busy) requestHeaders.set(SERVER_BUSY_HEADER, '1');
    response = NextResponse.rewrite(target, { request: { headers: requestHeaders }, status: 503 });
    response.headers.set('retry-after', busy ? String(BUSY_RETRY_AFTER_SECONDS) : '10');
  } else if (notFoundAsked) {
    // The address's 404 page rendered on the server, its message in the HTML (docs/decisions/0086).
    const target = request.nextUrl.clone();
    target.pathname = `/missing/${firstSegment}`;
    response = NextResponse.rewrite(target, { request: { headers: requestHeaders }, status: 404 });
  } else if (pathname.endsWith('.html')) {
    const target = request.nextUrl.clone();
    target.pathname = firstSegment === 'index' ? '/home' : pathname.slice(0, -'.html'.length);
    response = NextResponse.rewrite(target, { request: { headers: requestHeaders } });
  } else {
    response = NextResponse.next({ request: { headers: requestHeaders } });
  }

  // A fill's policy is replaced by the front server's hashes; 'self' alone is the safe default.
  response.headers.set('content-security-policy', csp ?? cacheFillPolicy());
  response.headers.set('x-content-type-options', 'nosniff');
  response.headers.set('referrer-policy', 'strict-origin-when-cross-origin');
  response.headers.set('permissions-policy', 'camera=(), microphone=(), geolocation=()');
  if (fill) return response;
  const cookie = { maxAge: ONE_YEAR_SECONDS, sameSite: 'lax', httpOnly: true, secure, path: '/' } as const;
  if (isLocale(queryLocale)) response.cookies.set(LOCALE_COOKIE, queryLocale, cookie);
  if (refreshedSession !== null) setSessionCookie(response, refreshedSession, secure);
  if (deviceFromCookie(request.cookies.get(DEVICE_COOKIE)?.value) === null)
    response.cookies.set(DEVICE_COOKIE, signedDevice(newDeviceId()), cookie);
  return response;
}

/**
 * Our API: the reader's device id (docs/product.md §9: made once, kept) is made on their first
 * call, not on a page, so pages stay free of Set-Cookie and cacheable. The handler of that first
 * call already sees it, told that this call is the one that made it (DEVICE_ISSUED_HEADER): a
 * like counts only for a device of an earlier call (docs/decisions/0043).
 */
function withDevice(request: NextRequest, secure: boolean): NextResponse {
  if (deviceFromCookie(request.cookies.get(DEVICE_COOKIE)?.value) !== null) {
    if (!request.headers.has(DEVICE_ISSUED_HEADER)) return NextResponse.next();
    const requestHeaders = new Headers(request.headers);
    requestHeaders.delete(DEVICE_ISSUED_HEADER); // ours only, never the reader's
    return NextResponse.next({ request: { headers: requestHeaders } });
  }
  const device = signedDevice(newDeviceId());
  request.cookies.set(DEVICE_COOKIE, device);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('cookie', request.cookies.toString());
  requestHeaders.set(DEVICE_ISSUED_HEADER, '1');
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.cookies.set(DEVICE_COOKIE, device, {
    maxAge: ONE_YEAR_SECONDS,
    sameSite: 'lax',
    httpOnly: true,
    secure,
    path: '/',
  });
  return response;
}

export const config = {
  // Uploads pass by: Next buffers the body of every request the proxy sees, cut at
  // `proxyClientMaxBodySize` (10 MB), so a 15 MB sound reached its handler cut short (400) and a
  // 21 MB one never got the handler's 413. The upload handler reads its body as it streams, to the
  // kind's limit (features/uploads/kinds.ts), and needs nothing of the proxy (docs/decisions/0042).
  matcher: ['/((?!_next/static|_next/image|favicon.ico|api/uploads$).*)'],
};
