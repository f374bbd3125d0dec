import { z } from 'zod';
import { siteOrigin } from '@/lib/routing/site';
import { safeReturnPath } from '@/lib/auth/returnPath';
import { DECLINED_MAX_AGE_SECONDS, WX_DECLINED_COOKIE } from '@/features/member/server/weixinAuthorization';
import { defineHandler, slidingWindow } from '@/lib/http/handler';

/**
 * POST /api/member/weixinDecline {redirect}: the consent step's "not now" (docs/decisions/0064). The
 * reader reads on without signing in: this device is not sent to the consent step again for a week
 * (they can still sign in from the login page). Answers the page to go back to, our own origin only.
 */
export const POST = defineHandler({
  path: 'member/weixinDecline',
  method: 'POST',
  input: z.object({ redirect: z.string().max(2048) }),
  answer: z.object({ redirect: z.string() }),
  member: 'none',
  rateLimit: slidingWindow({ name: 'weixinDecline:address', limit: 60, windowMs: 60_000, by: ['address'] }),
  async handle({ input, request, response }) {
    const secure =
      request.nextUrl.protocol === 'https:' ||
      request.headers.get('x-forwarded-proto') === 'https' ||
      process.env.COOKIE_SECURE === '1';
    response.cookies.set(WX_DECLINED_COOKIE, '1', {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/',
      maxAge: DECLINED_MAX_AGE_SECONDS,
    });
    return { redirect: safeReturnPath(input.redirect, siteOrigin()) };
  },
});
