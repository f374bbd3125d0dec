import { sealData } from 'iron-session';
import { NextRequest } from 'next/server';
import { DEVICE_COOKIE, signedDevice } from '@/lib/session/device';
import { sessionSecret } from '@/lib/session/secret';
import { SESSION_COOKIE, SESSION_TTL_SECONDS } from '@/lib/session/session';
import type { SessionMember } from '@/lib/session/member';

// What route and handler tests need to act as a reader of our site: a device id this server
// signed, a member sealed into the session cookie as lib/auth/signIn.ts seals one, and a request
// from our own pages. The secret is the test's own unless the test file set one first.

export const TEST_SESSION_SECRET = 'a-test-secret-that-is-long-enough-for-iron-session';
process.env.SESSION_SECRET ??= TEST_SESSION_SECRET;

export const TEST_ORIGIN = 'http://touch.test';
export const TEST_DEVICE = '0b9f5d3e-7f5c-4d0e-9c7a-2f3e4d5c6b7a';

let counter = 0;

/** A signed-in member whose access token is good for an hour; each call has tokens of its own. */
export function testMember(overrides: Partial<SessionMember> = {}): SessionMember {
  counter += 1;
  return {
    userId: '42',
    nickname: 'reader',
    head: '',
    token: `access-${counter}`,
    accessToken: `access-${counter}`,
    refreshToken: `refresh-${counter}`,
    accessExpiresAt: Date.now() + 3_600_000,
    device: TEST_DEVICE,
    via: 'phone',
    ...overrides,
  };
}

/** The session cookie's value for this member, sealed with this process's secret. */
export function sealMember(member: SessionMember): Promise<string> {
  return sealData({ member }, { password: sessionSecret(), ttl: SESSION_TTL_SECONDS });
}

/** `touch_device=…` for a device id this server issued. */
export function deviceCookie(id: string = TEST_DEVICE): string {
  return `${DEVICE_COOKIE}=${signedDevice(id)}`;
}

/** `touch_session=…` for a sealed member. */
export function sessionCookie(sealed: string): string {
  return `${SESSION_COOKIE}=${sealed}`;
}

/** A random device id in the shape the server issues. */
export function freshDeviceId(): string {
  return crypto.randomUUID();
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  cookies?: readonly string[];
  /** The address the nearest proxy saw (what per-address limits count). */
  address?: string;
  query?: string;
}

/** A request to `/api/{path}` from one of our own pages, as the browser client sends it. */
export function apiRequest(
  path: string,
  { method = 'POST', body, cookies = [], address, query = '' }: ApiRequestOptions = {},
): NextRequest {
  const headers = new Headers({ host: 'touch.test', origin: TEST_ORIGIN });
  if (cookies.length > 0) headers.set('cookie', cookies.join('; '));
  if (address) headers.set('x-forwarded-for', address);
  if (method === 'POST') headers.set('content-type', 'application/json');
  return new NextRequest(`${TEST_ORIGIN}/wap/touch/api/${path}${query ? `?${query}` : ''}`, {
    method,
    headers,
    body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
  });
}
