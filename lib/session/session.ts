import 'server-only';
import siteFacts from '@/lib/siteFacts.json';
import { sealData, unsealData } from 'iron-session';
import type { NextResponse } from 'next/server';
import { cookies } from 'next/headers';
import { sessionSecret } from './secret';
import { isSessionMember, type SessionData, type SessionMember } from './member';
import { isEnded } from './revoked';

/** Its name is in lib/siteFacts.json: the front server passes readers who have one by the page cache. */
export const SESSION_COOKIE: string = siteFacts.sessionCookie;
/** As long as the platform's refresh token lives (30 days): after that the reader signs in again. */
export const SESSION_TTL_SECONDS = 30 * 24 * 3600;

export function isSecureRequest(request: Request): boolean {
  return (
    new URL(request.url).protocol === 'https:' ||
    request.headers.get('x-forwarded-proto') === 'https' ||
    process.env.COOKIE_SECURE === '1'
  );
}

/** HttpOnly, SameSite=Lax, Secure on https (also behind a TLS-terminating proxy), as proxy.ts does. */
function cookieOptions(request: Request, maxAge: number) {
  return { httpOnly: true, sameSite: 'lax', secure: isSecureRequest(request), path: '/', maxAge } as const;
}

/**
 * Route handlers: seals the session (iron-session) onto the handler's answer. Set through
 * NextResponse.cookies, so other cookies the handler sets on the same answer are kept.
 */
export async function saveSession(request: Request, response: NextResponse, data: SessionData): Promise<void> {
  const seal = await sealData(data, { password: sessionSecret(), ttl: SESSION_TTL_SECONDS });
  response.cookies.set(SESSION_COOKIE, seal, cookieOptions(request, SESSION_TTL_SECONDS - 60));
}

export function clearSession(request: Request, response: NextResponse): void {
  response.cookies.set(SESSION_COOKIE, '', cookieOptions(request, 0));
}

/**
 * Server components and proxy.ts: the member in a sealed cookie value, or null. A cookie that does
 * not unseal (tampered, another secret, expired) or whose session was logged out is no session at all.
 */
export async function memberFromSeal(seal: string | undefined): Promise<SessionMember | null> {
  if (!seal) return null;
  try {
    const data = await unsealData<SessionData>(seal, { password: sessionSecret(), ttl: SESSION_TTL_SECONDS });
    // A session logged out (here, or by the platform: then its calls refuse the tokens) is none.
    return isSessionMember(data.member) && !isEnded(data.member) ? data.member : null;
  } catch {
    return null;
  }
}

/** The signed-in member of the current request (server components). */
export async function currentMember(): Promise<SessionMember | null> {
  return memberFromSeal((await cookies()).get(SESSION_COOKIE)?.value);
}
