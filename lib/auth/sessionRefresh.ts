import 'server-only';
import type { NextRequest, NextResponse } from 'next/server';
import { sealData } from 'iron-session';
import { refreshAccessToken } from '@/features/member/server/login';
import { isPlatformError } from '@/lib/platform/errors';
import { STATUS } from '@/lib/platform/status';
import { memberFromSeal, SESSION_COOKIE, SESSION_TTL_SECONDS } from '@/lib/session/session';
import { sessionSecret } from '@/lib/session/secret';
import { MemberRefresher, needsRefresh } from './memberRefresh';

const refresher = new MemberRefresher(refreshAccessToken, (error) => isPlatformError(error) && error.status === STATUS.AUTH_INVALID);

/**
 * proxy.ts, before a page renders (docs/decisions/0003): a session whose access token is about to
 * expire gets a fresh pair. Answers the new cookie value ('' = signed out) or null when nothing
 * changes; the caller puts it on the request (this render) and on the response (the browser).
 */
export async function refreshedSessionCookie(request: NextRequest): Promise<string | null> {
  const member = await memberFromSeal(request.cookies.get(SESSION_COOKIE)?.value);
  if (!member || !needsRefresh(member)) return null;
  const next = await refresher.refresh(member);
  if (next === member) return null;
  if (!next) return '';
  return sealData({ member: next }, { password: sessionSecret(), ttl: SESSION_TTL_SECONDS });
}

/** Puts the refreshed cookie on the answer: HttpOnly, SameSite=Lax, Secure on https. */
export function setSessionCookie(response: NextResponse, value: string, secure: boolean): void {
  response.cookies.set(SESSION_COOKIE, value, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: value ? SESSION_TTL_SECONDS - 60 : 0 });
}
