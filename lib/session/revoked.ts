import { createHash } from 'node:crypto';
import { processWide } from '@/lib/processWide.mjs';
import type { SessionMember } from './member';

/** Sessions ended here are remembered this long: a sealed cookie never outlives it (session.ts). */
const REMEMBER_MS = 30 * 24 * 3600 * 1000;
/** Logouts remembered at most; the oldest go first (the platform's revocation still holds for them). */
const MAX_REMEMBERED = 100_000;

const ended = () => processWide('session:ended', () => new Map<string, number>());

/** Keyed by a hash of the refresh token: a copy of a cookie carries the same one. */
const keyOf = (member: Pick<SessionMember, 'refreshToken'>) =>
  createHash('sha256').update(member.refreshToken).digest('base64url');

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

/** How long a refused session waits for the refresh token to be asked (the next page or call asks it). */
const SUSPECT_MS = 10 * 60 * 1000;
/** Sessions waiting to be asked, at most; the oldest go first (then their next refusal asks again). */
const MAX_SUSPECT = 10_000;

type Suspicion = { state: 'refused' | 'rescued'; until: number };
const suspects = () => processWide('session:suspects', () => new Map<string, Suspicion>());

function note(member: Pick<SessionMember, 'refreshToken'>, state: Suspicion['state'], now: number): void {
  const map = suspects();
  const key = keyOf(member);
  map.delete(key);
  map.set(key, { state, until: now + SUSPECT_MS });
  for (const [oldest, entry] of map) {
    if (map.size <= MAX_SUSPECT && entry.until > now) break;
    map.delete(oldest);
  }
}

function suspicionOf(member: Pick<SessionMember, 'refreshToken'>, now: number): Suspicion['state'] | null {
  const entry = suspects().get(keyOf(member));
  return entry !== undefined && entry.until > now ? entry.state : null;
}

/**
 * A page render saw the platform refuse this session's access token. A render cannot set a
 * cookie, so it sends the reader on and proxy.ts, before the next render, asks the refresh token
 * (lib/auth/sessionRefresh.ts): a fresh pair, or the session is over and its cookie cleared.
 */
export function rememberRefused(member: Pick<SessionMember, 'refreshToken'>, now: number = Date.now()): void {
  note(member, 'refused', now);
}

export function isRefused(member: Pick<SessionMember, 'refreshToken'>, now: number = Date.now()): boolean {
  return suspicionOf(member, now) === 'refused';
}

/**
 * The pair a refused session was given by its refresh token. Refused again, it is over: the
 * platform hands out tokens it does not accept, and asking once more would only send the reader
 * round between the login page and their own page.
 */
export function rememberRescued(member: Pick<SessionMember, 'refreshToken'>, now: number = Date.now()): void {
  note(member, 'rescued', now);
}

export function wasRescued(member: Pick<SessionMember, 'refreshToken'>, now: number = Date.now()): boolean {
  return suspicionOf(member, now) === 'rescued';
}
