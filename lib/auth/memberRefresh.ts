import type { SessionMember } from '@/lib/session/member';

/** Refresh this long before the access token runs out, so a render never starts with a dying token. */
export const REFRESH_MARGIN_MS = 60_000;
/** How long a rotation's result is remembered for requests that still carry the old cookie. */
const REMEMBER_MS = 30_000;

export type RotatedTokens = Pick<SessionMember, 'accessToken' | 'refreshToken' | 'accessExpiresAt'>;
/** The new member, or null when the platform refused the refresh token (the reader must sign in again). */
export type RefreshResult = SessionMember | null;

export function needsRefresh(member: SessionMember, now: number = Date.now()): boolean {
  return member.accessExpiresAt - REFRESH_MARGIN_MS <= now;
}

/**
 * Access-token refresh for sessions (docs/decisions/0003): single-flight per refresh token. The
 * platform rotates refresh tokens, so a page and its parallel requests that all carry the same old
 * cookie must share one refresh; a second refresh with the spent token would log the reader out.
 */
export class MemberRefresher {
  private readonly flights = new Map<string, { result: Promise<RefreshResult>; until: number }>();

  constructor(
    private readonly rotate: (device: string, refreshToken: string) => Promise<RotatedTokens>,
    /** True when the platform says the refresh token itself is no longer valid (1004). */
    private readonly isRefused: (error: unknown) => boolean,
    private readonly now: () => number = Date.now,
  ) {}

  refresh(member: SessionMember): Promise<RefreshResult> {
    const now = this.now();
    for (const [key, flight] of this.flights) if (flight.until <= now) this.flights.delete(key);
    const known = this.flights.get(member.refreshToken);
    if (known) return known.result;
    const result = this.rotate(member.device, member.refreshToken).then(
      (tokens): RefreshResult => ({ ...member, ...tokens, token: tokens.accessToken }),
      (error: unknown): RefreshResult => {
        // Refused: signed out. Anything else (platform down): let this render try with the old token.
        if (this.isRefused(error)) return null;
        this.flights.delete(member.refreshToken);
        return member;
      },
    );
    this.flights.set(member.refreshToken, { result, until: now + REMEMBER_MS });
    return result;
  }

  /**
   * Remember this member's rotation for `ms` more: a page render used the fresh pair but cannot
   * set the cookie, so the reader's next request still carries the spent refresh token, and
   * proxy.ts must be handed the same pair rather than rotate the spent token (a refusal).
   */
  keep(member: Pick<SessionMember, 'refreshToken'>, ms: number): void {
    const flight = this.flights.get(member.refreshToken);
    if (flight) flight.until = Math.max(flight.until, this.now() + ms);
  }
}
