import { z } from 'zod';
import type { NextResponse } from 'next/server';
import { siteOrigin } from '@/lib/routing/site';
import { loginByTicket } from '@/features/member/server/login';
import { parseHostAppUa } from '@/lib/auth/hostAppUa';
import { safeReturnPath } from '@/lib/auth/returnPath';
import { redirectOnTo } from '@/lib/auth/returnRedirect';
import { storeLogin } from '@/lib/auth/signIn';
import { defineHandler, MINUTE, perReaderAndAddress, rawResponse } from '@/lib/http/handler';
import { isPlatformError } from '@/lib/platform/errors';

/** The page the reader goes on to, never with the ticket in its address (it stays out of history and Referer). */
function onTo(path: string, refused: boolean): NextResponse {
  const response = redirectOnTo(path, 303);
  // For the app and the tests: whether the handover signed the member in (the page itself shows it).
  response.headers.set('x-app-session', refused ? 'refused' : 'signed-in');
  return response;
}

/**
 * GET /api/member/authApp?ticket&redirect: the provider's app hands its signed-in member to the web
 * (docs/host-app-bridge.md, "Signing the app's member in"). The one-time ticket it obtained from the
 * platform (member/webTicket) is spent here, on the server (member/loginByTicket), for a web login of
 * this site's own, sealed into the session cookie; the reader goes on to `redirect` (our own origin
 * only). The app's own tokens never come here.
 *
 * Only inside the app, for the member its user agent names: the ticket is bound to that member, so
 * a link with somebody else's ticket signs nobody in (no login forced on a reader from outside). A
 * refused ticket (unknown, spent, expired, another site's or member's) signs nobody in and the
 * reader goes on as an in-app reader without a session.
 */
export const GET = defineHandler({
  path: 'member/authApp',
  method: 'GET',
  input: z.object({ ticket: z.string().min(1).max(128), redirect: z.string().max(2048).optional() }),
  answer: rawResponse,
  member: 'none',
  // proxy.ts gives a reader without one a device id on this call: the app's first page may be this one.
  device: 'required',
  // An app opens a page now and then; a ticket cannot be guessed, this bounds the trying.
  rateLimit: perReaderAndAddress({ name: 'auth/app', perDevice: 10, perAddress: 30, windowMs: MINUTE }),
  async handle({ input, device, request, response }) {
    const returnPath = safeReturnPath(input.redirect ?? null, siteOrigin());
    const app = parseHostAppUa(request.headers.get('user-agent'));
    if (!app?.userId) return onTo(returnPath, true);
    try {
      const login = await loginByTicket({ ticket: input.ticket, userId: app.userId, device });
      if (login.userId !== app.userId) return onTo(returnPath, true);
      await storeLogin(request, response, login, device, 'app');
      return onTo(returnPath, false);
    } catch (error) {
      // The platform's refusal of the ticket; anything else (the platform away) is the usual 503/502.
      if (!isPlatformError(error) || error.kind !== 'status' || error.status !== -1) throw error;
      console.warn('[auth] app ticket refused:', error.message);
      return onTo(returnPath, true);
    }
  },
});
