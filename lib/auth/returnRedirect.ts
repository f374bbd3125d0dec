import 'server-only';
import { NextResponse } from 'next/server';
import { BASE_PATH } from '@/lib/routing/basePath';
import { siteOrigin } from '@/lib/routing/site';

/**
 * The redirect that sends a reader on after a sign-in (the app's ticket handover, weixin's callback):
 * to an in-app path that safeReturnPath (lib/auth/returnPath.ts) gave, under the base path on the
 * site's own origin, with the route's own parameters added, and never stored by a cache (it follows
 * a sign-in and differs per reader).
 */
export function redirectOnTo(path: string, status: 302 | 303, params: Record<string, string> = {}): NextResponse {
  const url = new URL(`${BASE_PATH}${path}`, siteOrigin());
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  const response = NextResponse.redirect(url, status);
  response.headers.set('cache-control', 'no-store');
  return response;
}
