import { z } from 'zod';
import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import { siteOrigin } from '@/lib/routing/site';
import { safeReturnPath } from '@/lib/auth/returnPath';
import { sessionSecret } from '@/lib/session/secret';
import { signConsentMark } from '@/lib/auth/weixinState';
import {
  authorizeRedirect,
  CONSENT_MARK_MAX_AGE_SECONDS,
  currentLegalVersions,
  triesOf,
  WX_CONSENT_COOKIE,
  WX_DECLINED_COOKIE,
  WX_TRIES_COOKIE,
} from '@/features/member/server/weixinAuthorization';
import { defineHandler, handlerError, HandlerError, MINUTE, perReaderAndAddress } from '@/lib/http/handler';

/**
 * POST /api/member/weixinStart {consent: true, redirect}: the consent step's "agree and sign in with
 * weixin" (docs/decisions/0064). Refused without the ticked box (as /api/member/authLogin is); answers the
 * address of weixin's authorize page, whose signed state says the reader consented and comes back to
 * `redirect` (our own origin only). The device remembers the versions it accepted, so a later
 * authorization while they are in force goes straight to weixin; "not now" is forgotten.
 */
export const POST = defineHandler({
  path: 'member/weixinStart',
  method: 'POST',
  input: z.object({ consent: z.boolean().optional(), redirect: z.string().max(2048) }),
  answer: z.object({ url: z.string() }),
  member: 'none',
  rateLimit: perReaderAndAddress({ name: 'weixinStart', perDevice: 10, perAddress: 60, windowMs: MINUTE }),
  device: 'required',
  async handle({ input, request, response }) {
    if (input.consent !== true)
      throw new HandlerError('consentRequired', 422, 'the user agreement and privacy policy must be accepted');
    const secure =
      request.nextUrl.protocol === 'https:' ||
      request.headers.get('x-forwarded-proto') === 'https' ||
      process.env.COOKIE_SECURE === '1';
    const config = await getSiteConfig();
    const tries = triesOf(request.cookies.get(WX_TRIES_COOKIE)?.value);
    const redirect = authorizeRedirect(config, safeReturnPath(input.redirect, siteOrigin()), true, tries, secure);
    const url = redirect?.headers.get('location');
    if (!redirect || !url) throw handlerError('badRequest', 'weixin sign-in is not offered');
    for (const cookie of redirect.cookies.getAll()) response.cookies.set(cookie);
    const versions = await currentLegalVersions();
    if (versions) {
      response.cookies.set(WX_CONSENT_COOKIE, signConsentMark(versions, sessionSecret()), {
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: '/',
        maxAge: CONSENT_MARK_MAX_AGE_SECONDS,
      });
    }
    response.cookies.set(WX_DECLINED_COOKIE, '', { maxAge: 0, path: '/' });
    return { url };
  },
});
