import { getIronSession, unsealData, type IronSession, type SessionOptions } from 'iron-session';
import { cookies } from 'next/headers';
import { sessionSecret } from './secret';
import { isSessionMember, type SessionData, type SessionMember } from './member';

export const SESSION_COOKIE = 'touch_session';
/** As long as the platform's refresh token lives (30 days): after that the reader signs in again. */
export const SESSION_TTL_SECONDS = 30 * 24 * 3600;

/** Secure when the reader is on https (also behind a TLS-terminating proxy), as proxy.ts decides for its cookies. */
export function sessionOptions(secure: boolean): SessionOptions {
  return {
    password: sessionSecret(),
    cookieName: SESSION_COOKIE,
    ttl: SESSION_TTL_SECONDS,
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure, path: '/' },
  };
}

export function isSecureRequest(request: Request): boolean {
  return new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https' || process.env.COOKIE_SECURE === '1';
}

/**
 * Route handlers: the session of `request`, writable; save() and destroy() set the cookie on
 * `response`, the answer the handler then returns (a JSON answer or a redirect).
 */
export async function routeSession(request: Request, response: Response): Promise<IronSession<SessionData>> {
  return getIronSession<SessionData>(request, response, sessionOptions(isSecureRequest(request)));
}

/**
 * Server components and proxy.ts: the member in a sealed cookie value, or null. A cookie that does
 * not unseal (tampered, another secret, expired) is no session at all.
 */
export async function memberFromSeal(seal: string | undefined): Promise<SessionMember | null> {
  if (!seal) return null;
  try {
    const data = await unsealData<SessionData>(seal, { password: sessionSecret(), ttl: SESSION_TTL_SECONDS });
    return isSessionMember(data.member) ? data.member : null;
  } catch {
    return null;
  }
}

/** The signed-in member of the current request (server components). */
export async function currentMember(): Promise<SessionMember | null> {
  return memberFromSeal((await cookies()).get(SESSION_COOKIE)?.value);
}
