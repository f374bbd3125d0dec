import 'server-only';
import type { NextRequest, NextResponse } from 'next/server';
import { sealData } from 'iron-session';
import { refreshAccessToken } from './tokenRefresh';
import { processWide } from '@/lib/processWide.mjs';
import { memberFromSeal, SESSION_COOKIE, SESSION_TTL_SECONDS } from '@/lib/session/session';
import { appSessionHeld } from './appSession';
import { isRefused, rememberEnded, rememberRefused, rememberRescued, wasRescued } from '@/lib/session/revoked';
import { refusesRefresh, sessionRefusal } from '@/lib/session/refusal';
import { isPlatformError } from '@/lib/platform/errors';
import { STATUS } from '@/lib/platform/status';
import type { SessionMember } from '@/lib/session/member';
import { sessionSecret } from '@/lib/session/secret';
import { MemberRefresher, needsRefresh } from './memberRefresh';

// One per process, not one per route bundle (lib/processWide.mjs): proxy.ts and the
// handlers rotate the same refresh tokens, and a second rotation with a spent one is refused.
const refresher = () => processWide('session:refresher', () => new MemberRefresher(refreshAccessToken, refusesRefresh));

/**
 * Asks the session's refresh token whether the session lives: a fresh pair (the same member when
 * the platform could not be asked), or null when the platform refuses it; the session is then
 * over on this server too (lib/session/revoked.ts), whoever holds a copy of its cookie.
 */
export async function liveSession(member: SessionMember): Promise<SessionMember | null> {
  const next = await refresher().refresh(member);
  if (next === null) rememberEnded(member);
  return next;
}

/**
 * A platform call made with the member's token failed: what it says about the session. Undefined
 * when the failure says nothing about it; null when the session is over (its cookie must go);
 * else the member to go on with (a fresh pair, or the same member when the platform is down).
 */
export async function settleRefusal(error: unknown, member: SessionMember): Promise<SessionMember | null | undefined> {
  const refusal = sessionRefusal(error);
  if (refusal === null) return undefined;
  if (refusal === 'ended' || wasRescued(member)) {
    rememberEnded(member);
    return null;
  }
  return liveSession(member);
}

/** As long as lib/session/revoked.ts waits for a refused session to be asked again. */
const HANDOVER_MS = 10 * 60 * 1000;

/**
 * A page render's member call answered 10111, token expired (docs/product.md §8: retry once with
 * a fresh token): the refresh token is asked now, and the fresh member is answered for the one
 * retry. Null when the failure is anything else, the pair was already renewed once (a platform
 * that refuses the tokens it hands out ends the session instead), or no fresh pair came: the
 * caller then goes on as before (lib/session/memberData.ts). The render cannot set the cookie:
 * the session is marked refused and its rotation kept, so proxy.ts seals that same pair on the
 * reader's next request instead of rotating the spent refresh token again.
 */
export async function renewedForRetry(error: unknown, member: SessionMember): Promise<SessionMember | null> {
  if (!isPlatformError(error) || error.kind !== 'status' || error.status !== STATUS.TOKEN_EXPIRED || wasRescued(member))
    return null;
  const next = await liveSession(member);
  if (next === null || next === member) return null;
  refresher().keep(member, HANDOVER_MS);
  rememberRefused(member);
  return next;
}

/**
 * A page render saw the platform refuse the session (lib/session/memberData.ts). A render cannot
 * set cookies: the session is marked, and proxy.ts settles it before the next render.
 */
export function noteRefusal(error: unknown, member: SessionMember): boolean {
  const refusal = sessionRefusal(error);
  if (refusal === null) return false;
  if (refusal === 'ended' || wasRescued(member)) rememberEnded(member);
  else rememberRefused(member);
  return true;
}

/**
 * proxy.ts, before a page renders (docs/decisions/0003, 0042): a session whose access token is
 * about to expire, or that the platform refused in an earlier render, gets a fresh pair from its
 * refresh token. Answers the new cookie value ('' = signed out: the platform refused the refresh
 * token, or the cookie is no session at all) or null when nothing changes; the caller puts it on
 * the request (this render) and on the response (the browser).
 */
export async function refreshedSessionCookie(request: NextRequest): Promise<string | null> {
  const seal = request.cookies.get(SESSION_COOKIE)?.value;
  if (!seal) return null;
  const member = await memberFromSeal(seal);
  // Logged out, ended by the platform, tampered or sealed by another secret: no session, and no
  // cookie either, so the reader is not sent round as if signed in (and gets cached pages again).
  if (!member) return '';
  // The app signed out or switched members: the session it handed over ends with it (lib/auth/appSession.ts).
  if (!appSessionHeld(member, request.headers.get('user-agent'))) return '';
  const refused = isRefused(member);
  if (!refused && !needsRefresh(member)) return null;
  const next = await liveSession(member);
  if (next === member) return null;
  if (!next) return '';
  if (refused) rememberRescued(next);
  return sealData({ member: next }, { password: sessionSecret(), ttl: SESSION_TTL_SECONDS });
}

/** Puts the refreshed cookie on the answer: HttpOnly, SameSite=Lax, Secure on https. */
export function setSessionCookie(response: NextResponse, value: string, secure: boolean): void {
  response.cookies.set(SESSION_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: value ? SESSION_TTL_SECONDS - 60 : 0,
  });
}
