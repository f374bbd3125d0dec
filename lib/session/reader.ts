import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { PATH_HEADER } from '@/lib/http/requestHeaders';
import { parseHostAppUa } from '@/lib/auth/hostAppUa';
import { loginHref } from '@/lib/auth/returnPath';
import { currentMember } from './session';
import type { SessionMember } from './member';

/**
 * Who is reading (docs/product.md §6): a member signed in here (phone, weixin, or handed over by the
 * provider's app with a one-time ticket: in the session), or a member the provider's app only claims
 * in its user agent (docs/host-app-bridge.md), who can load nothing of theirs.
 */
export type Reader = { kind: 'member'; member: SessionMember } | { kind: 'app'; userId: string; appVersion: string };

export async function currentReader(): Promise<Reader | null> {
  const member = await currentMember();
  if (member) return { kind: 'member', member };
  const app = parseHostAppUa((await headers()).get('user-agent'));
  return app?.userId ? { kind: 'app', userId: app.userId, appVersion: app.appVersion } : null;
}

/** The page this request renders, for the way back after login. */
export async function currentPath(fallback: string): Promise<string> {
  return (await headers()).get(PATH_HEADER) || fallback;
}

/** Pages that need a reader: signed-out readers go to the login page, and come back after. */
export async function requireReader(fallbackPath: string): Promise<Reader> {
  const reader = await currentReader();
  if (!reader) redirect(loginHref(await currentPath(fallbackPath)));
  return reader;
}
