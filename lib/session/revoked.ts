import { createHash } from 'node:crypto';
import { processWide } from '@/lib/platform/processWide';
import type { SessionMember } from './member';

/** Sessions ended here are remembered this long: a sealed cookie never outlives it (session.ts). */
const REMEMBER_MS = 30 * 24 * 3600 * 1000;
/** Logouts remembered at most; the oldest go first (the platform's revocation still holds for them). */
const MAX_REMEMBERED = 100_000;

const ended = () => processWide('session:ended', () => new Map<string, number>());

/** Keyed by a hash of the refresh token: a copy of a cookie carries the same one. */
const keyOf = (member: Pick<SessionMember, 'refreshToken'>) => createHash('sha256').update(member.refreshToken).digest('base64url');

/**
 * A session logged out here is refused by this server at once, even before the platform's
 * revocation is asked (docs/decisions/0024): a copy of the old cookie opens nothing that reads the
 * session without calling the platform. Other instances learn it from the platform, which
 * refuses the session's tokens (member/logout).
 */
export function rememberEnded(member: Pick<SessionMember, 'refreshToken'>, now: number = Date.now()): void {
  const map = ended();
  map.set(keyOf(member), now + REMEMBER_MS);
  while (map.size > MAX_REMEMBERED) map.delete(map.keys().next().value as string);
}

export function isEnded(member: Pick<SessionMember, 'refreshToken'>, now: number = Date.now()): boolean {
  const until = ended().get(keyOf(member));
  return until !== undefined && until > now;
}
