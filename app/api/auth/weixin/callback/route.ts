import { NextResponse, type NextRequest } from 'next/server';
import { BASE_PATH } from '@/lib/basePath';
import { siteOrigin } from '@/lib/site';
import { getWxUserinfoByCode } from '@/lib/platform/weixin/weixin';
import { thirdLogin } from '@/lib/platform/member/thirdLogin';
import { DEVICE_COOKIE, isDeviceId, newDeviceId } from '@/lib/session/device';
import { sessionSecret } from '@/lib/session/secret';
import { isSecureRequest } from '@/lib/session/session';
import { safeReturnPath } from '@/lib/auth/returnPath';
import { storeLogin } from '@/lib/auth/signIn';
import { SpentNonces, verifyState } from '@/lib/auth/weixinState';
import { WX_CALLBACK_PATH, WX_NONCE_COOKIE, WX_RESULT_PARAM, WX_TRIES_COOKIE } from '@/lib/auth/weixin';

/** Per server process; the nonce cookie is the first line, this catches a replay that brings its own. */
const spent = new SpentNonces();
/** SPEC section 9: the first code exchange is delayed 200 ms. */
const FIRST_EXCHANGE_DELAY_MS = 200;
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

function back(path: string, failure?: 'failed' | 'userinfo'): NextResponse {
  const url = new URL(`${BASE_PATH}${path}`, siteOrigin());
  if (failure) url.searchParams.set(WX_RESULT_PARAM, failure);
  const response = NextResponse.redirect(url, 302);
  response.headers.set('cache-control', 'no-store');
  return response;
}

function refuse(): NextResponse {
  const response = new NextResponse('invalid state', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
  response.cookies.set(WX_NONCE_COOKIE, '', { maxAge: 0, path: `${BASE_PATH}${WX_CALLBACK_PATH}` });
  return response;
}

/**
 * GET /api/auth/weixin/callback?code&state: weixin's answer to the authorize redirect (proxy.ts).
 * A state that is forged, altered, expired, not this reader's or already used is refused (400);
 * otherwise the code goes to the platform (getWxUserinfoByCode), the profile to the SSO service
 * (thirdLogin), the member into the session, and the reader back to the page they opened.
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const state = verifyState(params.get('state'), sessionSecret());
  const nonce = request.cookies.get(WX_NONCE_COOKIE)?.value;
  if (!state || !nonce || nonce !== state.nonce || !spent.spend(state.nonce, state.expiresAt)) return refuse();

  const returnPath = safeReturnPath(state.returnPath, siteOrigin());
  const code = params.get('code');
  // The reader refused, or weixin answered without a code: the page shows 'weixin authorization failed'.
  if (!code) return back(returnPath, 'failed');

  const device = request.cookies.get(DEVICE_COOKIE)?.value;
  const deviceId = isDeviceId(device) ? device : newDeviceId();
  await new Promise((resolve) => setTimeout(resolve, FIRST_EXCHANGE_DELAY_MS));
  let profile;
  try {
    profile = await getWxUserinfoByCode(code);
  } catch (error) {
    console.warn('[weixin] getWxUserinfoByCode failed', error instanceof Error ? error.message : error);
    return back(returnPath, 'userinfo');
  }
  try {
    const login = await thirdLogin(profile, deviceId);
    const response = back(returnPath);
    await storeLogin(request, response, login, deviceId, 'weixin');
    response.cookies.set(WX_NONCE_COOKIE, '', { maxAge: 0, path: `${BASE_PATH}${WX_CALLBACK_PATH}` });
    response.cookies.set(WX_TRIES_COOKIE, '', { maxAge: 0, path: '/' });
    // The authorize redirect came before proxy.ts could give this reader a device id: keep the one the login used.
    if (!isDeviceId(device)) response.cookies.set(DEVICE_COOKIE, deviceId, { maxAge: ONE_YEAR_SECONDS, httpOnly: true, sameSite: 'lax', secure: isSecureRequest(request), path: '/' });
    return response;
  } catch (error) {
    console.warn('[weixin] thirdLogin failed', error instanceof Error ? error.message : error);
    return back(returnPath, 'failed');
  }
}
