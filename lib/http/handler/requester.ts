import type { NextRequest } from 'next/server';
import { DEVICE_COOKIE, deviceFromCookie } from '@/lib/session/device';
import { DEVICE_ISSUED_HEADER } from '@/lib/http/requestHeaders';
import { memberFromSeal, SESSION_COOKIE } from '@/lib/session/session';
import type { SessionMember } from '@/lib/session/member';
import { appSessionHeld } from '@/lib/auth/appSession';

/** The reader's device id, from the cookie proxy.ts sets (null when absent, malformed or not signed by this server). */
export function deviceOf(request: NextRequest): string | null {
  return deviceFromCookie(request.cookies.get(DEVICE_COOKIE)?.value);
}

/**
 * Whether the request's device was issued by proxy.ts for this very request (it came without
 * one): nothing the reader did before this call has that device (docs/decisions/0043).
 */
export function deviceIssuedByThisCall(request: NextRequest): boolean {
  return request.headers.get(DEVICE_ISSUED_HEADER) === '1';
}

/**
 * The signed-in member of the sealed session cookie, or null; a session the provider's app handed
 * over is none once the app no longer names its member (lib/auth/appSession.ts).
 */
export async function memberOf(request: NextRequest): Promise<SessionMember | null> {
  const member = await memberFromSeal(request.cookies.get(SESSION_COOKIE)?.value);
  return member && appSessionHeld(member, request.headers.get('user-agent')) ? member : null;
}

/**
 * The address the request came from, as the nearest proxy saw it: the last X-Forwarded-For
 * entry (Next's server fills it from the socket when nothing is in front). A reader who reaches
 * the server directly can still write it; which proxies to trust is a setting
 * (TRUSTED_PROXIES, docs/decisions/0024), so rate limits prefer the member and the device to the address.
 */
export function addressOf(request: NextRequest): string | null {
  const hops = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  return hops[hops.length - 1] ?? null;
}
