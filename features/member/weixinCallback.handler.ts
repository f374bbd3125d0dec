import { z } from 'zod';
import { NextResponse } from 'next/server';
import { BASE_PATH } from '@/lib/routing/basePath';
import { siteOrigin } from '@/lib/routing/site';
import { getWxUserinfoByCode } from '@/features/share/server/weixin';
import { thirdLogin } from '@/features/member/server/thirdLogin';
import { sessionSecret } from '@/lib/session/secret';
import { safeReturnPath } from '@/lib/auth/returnPath';
import { redirectOnTo } from '@/lib/auth/returnRedirect';
import { storeLogin } from '@/lib/auth/signIn';
import { SpentNonces, verifyState } from '@/lib/auth/weixinState';
import {
  WX_CALLBACK_PATH,
  WX_NONCE_COOKIE,
  WX_RESULT_PARAM,
  WX_TRIES_COOKIE,
} from '@/features/member/server/weixinAuthorization';
import { defineHandler, handlerError, rawResponse } from '@/lib/http/handler';

/** Per server process; the nonce cookie is the first line, this catches a replay that brings its own. */
const spent = new SpentNonces();
/** docs/product.md §9: the first code exchange is delayed 200 ms. */
const FIRST_EXCHANGE_DELAY_MS = 200;

function back(path: string, failure?: 'failed' | 'userinfo'): NextResponse {
  return redirectOnTo(path, 302, failure ? { [WX_RESULT_PARAM]: failure } : {});
}

/** The nonce cookie of a refused or completed authorization is of no more use. */
function forgetNonce(response: NextResponse): void {
  response.cookies.set(WX_NONCE_COOKIE, '', { maxAge: 0, path: `${BASE_PATH}${WX_CALLBACK_PATH}` });
}

/**
 * GET /api/member/weixinCallback?code&state: weixin's answer to the authorize redirect (proxy.ts).
 * A state that is forged, altered, expired, not this reader's or already used is refused (400);
 * otherwise the code goes to the platform (getWxUserinfoByCode), the profile to the SSO service
 * (thirdLogin), the member into the session, and the reader back to the page they opened.
 */
export const GET = defineHandler({
  path: 'member/weixinCallback',
  method: 'GET',
  input: z.object({ code: z.string().max(512).optional(), state: z.string().max(4096).optional() }),
  answer: rawResponse,
  member: 'none',
  // proxy.ts gives a reader without one a device id on their first API call, this one included.
  device: 'required',
  async handle({ input, device, request, response }) {
    const state = verifyState(input.state ?? null, sessionSecret());
    const nonce = request.cookies.get(WX_NONCE_COOKIE)?.value;
    if (!state || !nonce || nonce !== state.nonce || !spent.spend(state.nonce, state.expiresAt)) {
      forgetNonce(response);
      throw handlerError('badRequest', 'invalid state');
    }

    const returnPath = safeReturnPath(state.returnPath, siteOrigin());
    // The reader refused, or weixin answered without a code: the page shows 'weixin authorization failed'.
    if (!input.code) return back(returnPath, 'failed');

    await new Promise((resolve) => setTimeout(resolve, FIRST_EXCHANGE_DELAY_MS));
    let profile;
    try {
      profile = await getWxUserinfoByCode(input.code);
    } catch (error) {
      console.warn('[weixin] getWxUserinfoByCode failed', error instanceof Error ? error.message : error);
      return back(returnPath, 'userinfo');
    }
    try {
      // A state from the consent step says the reader ticked the box: the platform records the versions (docs/decisions/0064).
      const login = await thirdLogin(profile, device, state.consent);
      await storeLogin(request, response, login, device, 'weixin');
      forgetNonce(response);
      response.cookies.set(WX_TRIES_COOKIE, '', { maxAge: 0, path: '/' });
      return back(returnPath);
    } catch (error) {
      console.warn('[weixin] thirdLogin failed', error instanceof Error ? error.message : error);
      return back(returnPath, 'failed');
    }
  },
});
