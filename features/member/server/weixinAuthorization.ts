import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { BASE_PATH } from '@/lib/routing/basePath';
import { siteOrigin } from '@/lib/routing/site';
import { isWeixinBrowser } from '@/lib/device/weixin';
import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import { memberFromSeal, SESSION_COOKIE } from '@/lib/session/session';
import { sessionSecret } from '@/lib/session/secret';
import type { SiteConfig } from '@/lib/platform/siteConfig/siteConfig.types';
import { getLegalDocument } from '@/features/legal/server/legal';
import { loginRoute, weixinSignInRoute } from '@/features/member/paths';
import { routeNamed } from '@/lib/routing/routeTable';
import { safeReturnPath } from '@/lib/auth/returnPath';
import { isHostApp } from '@/lib/auth/hostAppUa';
import {
  coversCurrent,
  newNonce,
  signState,
  STATE_TTL_MS,
  verifyConsentMark,
  type ConsentedVersions,
} from '@/lib/auth/weixinState';

// Weixin web authorization, the proxy's half (SPEC sections 1, 4, 5; docs/decisions/0005): reading
// comes first (docs/decisions/0079). A weixin reader who is not signed in reads public pages as they
// are, and is authorized silently only where this device already accepted the documents in force
// (docs/decisions/0064); the consent step is asked where the reader signs in (the login page, a
// member's page), from there to the authorize page; the callback route handler
// (app/api/member/weixinCallback) does the rest, and a failed authorization lands on the page asked for.

export const WEIXIN_AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/oauth2/authorize';
export const WX_CALLBACK_PATH = '/api/member/weixinCallback';
/** The state's nonce, for the callback only: single use is checked against it. */
export const WX_NONCE_COOKIE = 'touch_wx_nonce';
/** Authorization attempts so far; docs/product.md §5: retry while the counter is below 2. */
export const WX_TRIES_COOKIE = 'touch_wx_tries';
export const WX_RETRY_LIMIT = 2;
/** Query parameter the callback adds when it failed: 'failed' or 'userinfo'. */
export const WX_RESULT_PARAM = 'wxauth';
/** The tries counter forgets after this, so a reader who comes back later is authorized again. */
const TRIES_MAX_AGE_SECONDS = 10 * 60;
/** The reader said "not now" on the consent step: read on without signing in, asked again after this. */
export const WX_DECLINED_COOKIE = 'touch_wx_declined';
export const DECLINED_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
/** This device ticked the box for these versions (weixinState.ts, signConsentMark). */
export const WX_CONSENT_COOKIE = 'touch_wx_consent';
export const CONSENT_MARK_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function weixinScope(authLogin: number): 'snsapi_base' | 'snsapi_userinfo' | null {
  if (authLogin === 1) return 'snsapi_base';
  if (authLogin === 2) return 'snsapi_userinfo';
  return null;
}

/** The authorize URL: WX_AUTHORIZE_URL, else the site config's, else weixin's own. */
export function authorizeUrl(config: SiteConfig, redirectUri: string, state: string): string | null {
  const scope = weixinScope(config.weixin.authLogin);
  if (!scope || !config.weixin.appId) return null;
  const base = process.env.WX_AUTHORIZE_URL || config.weixin.authorizeUrl || WEIXIN_AUTHORIZE_URL;
  const query = new URLSearchParams({
    appid: config.weixin.appId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope,
    state,
  });
  return `${base}?${query.toString()}#wechat_redirect`;
}

export function triesOf(value: string | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : 0;
}

/** The versions of both documents in force (the Chinese text binds); null when the platform does not say. */
export async function currentLegalVersions(): Promise<ConsentedVersions | null> {
  try {
    const [agreement, privacy] = await Promise.all([
      getLegalDocument('agreement', 'cn'),
      getLegalDocument('privacy', 'cn'),
    ]);
    return agreement && privacy ? { agreement: agreement.version, privacy: privacy.version } : null;
  } catch {
    return null;
  }
}

/**
 * The redirect to weixin's authorize page for this return path, with its state (consent: the reader
 * ticked the box for the documents in force) and the nonce and tries cookies; null when the site's
 * config has no weixin sign-in.
 */
export function authorizeRedirect(
  config: SiteConfig,
  returnPath: string,
  consent: boolean,
  tries: number,
  secure: boolean,
): NextResponse | null {
  const nonce = newNonce();
  const state = signState({ nonce, returnPath, expiresAt: Date.now() + STATE_TTL_MS, consent }, sessionSecret());
  const target = authorizeUrl(config, `${siteOrigin()}${BASE_PATH}${WX_CALLBACK_PATH}`, state);
  if (!target) return null;
  const response = NextResponse.redirect(target, 302);
  setAuthorizeCookies(response, nonce, tries, secure);
  return response;
}

/** The cookies an authorization needs: its nonce (for the callback only) and the tries so far. */
export function setAuthorizeCookies(response: NextResponse, nonce: string, tries: number, secure: boolean): void {
  const cookie = { httpOnly: true, sameSite: 'lax', secure } as const;
  response.cookies.set(WX_NONCE_COOKIE, nonce, {
    ...cookie,
    maxAge: STATE_TTL_MS / 1000,
    path: `${BASE_PATH}${WX_CALLBACK_PATH}`,
  });
  response.cookies.set(WX_TRIES_COOKIE, String(tries + 1), { ...cookie, maxAge: TRIES_MAX_AGE_SECONDS, path: '/' });
  response.headers.set('cache-control', 'no-store');
}

/** The query keys of the page's look the consent step takes over from the page asked for. */
const LOOK_KEYS = ['lang', 'dark', 'theme', 'grey'] as const;

/** The page to come back to, without our own failure marker; from the login page, the page it would return to. */
function returnPathOf(request: NextRequest): string {
  const params = new URLSearchParams(request.nextUrl.search);
  if (routeOf(request.nextUrl.pathname) === loginRoute.name)
    return safeReturnPath(params.get('redirect'), siteOrigin());
  params.delete(WX_RESULT_PARAM);
  const query = params.toString();
  return `${request.nextUrl.pathname}${query ? `?${query}` : ''}`;
}

/** The route name of a page path (its first segment without `.html`). */
function routeOf(pathname: string): string {
  return pathname.split('/')[1]?.replace(/\.html$/, '') ?? '';
}

/**
 * Where a weixin reader who is not signed in goes before this page, else null: weixin's authorize
 * page when this device already accepted the documents in force (silent, any page); else, on a page
 * that is no public reading page (the login page, a member's page), our consent step
 * (docs/decisions/0064). A public page is shown as it is (docs/decisions/0079: a shared article is
 * the largest door into the site, and its first view must be the article). Cheap for everyone else:
 * the user agent is checked before anything is read. A reader who said "not now" reads on; the
 * consent step itself is never redirected.
 */
export async function weixinAuthorization(request: NextRequest, secure: boolean): Promise<NextResponse | null> {
  const userAgent = request.headers.get('user-agent') ?? '';
  if (request.method !== 'GET' || !isWeixinBrowser(userAgent) || isHostApp(userAgent)) return null;
  const tries = triesOf(request.cookies.get(WX_TRIES_COOKIE)?.value);
  if (tries >= WX_RETRY_LIMIT) return null;
  if (request.cookies.get(WX_DECLINED_COOKIE)?.value === '1') return null;
  const signInPath = weixinSignInRoute.href();
  if (request.nextUrl.pathname === signInPath || `${request.nextUrl.pathname}.html` === signInPath) return null;
  const mark = verifyConsentMark(request.cookies.get(WX_CONSENT_COOKIE)?.value, sessionSecret());
  // Reading first: without this device's consent a public page asks nothing (and costs no call).
  const readingPage = routeNamed(routeOf(request.nextUrl.pathname))?.public === true;
  if (!mark && readingPage) return null;
  if (await memberFromSeal(request.cookies.get(SESSION_COOKIE)?.value)) return null;
  const config = await getSiteConfig().catch(() => null);
  if (!config || !authorizeUrl(config, '', '')) return null;

  const returnPath = returnPathOf(request);
  if (mark && coversCurrent(mark, await currentLegalVersions()))
    return authorizeRedirect(config, returnPath, true, tries, secure);
  // Documents changed since this device agreed: asked again when the reader signs in, not to read.
  if (readingPage) return null;

  const url = new URL(`${BASE_PATH}${weixinSignInRoute.href(undefined, { redirect: returnPath })}`, siteOrigin());
  // The step looks as the page asked for would: its language and theme (global query keys, lib/routing).
  for (const key of LOOK_KEYS) {
    const value = request.nextUrl.searchParams.get(key);
    if (value !== null) url.searchParams.set(key, value);
  }
  const response = NextResponse.redirect(url, 302);
  response.headers.set('cache-control', 'no-store');
  return response;
}
