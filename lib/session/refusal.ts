import { isPlatformError } from '@/lib/platform/errors';
import { STATUS } from '@/lib/platform/status';

/** How the platform words "this call needs a signed-in member" (docs/platform-api.md, "Members"). */
const NOT_SIGNED_IN = 'please log in';

/**
 * What a platform failure of a call made with a member's token says about their session
 * (docs/product.md §8, docs/decisions/0042):
 * - 'ended': the platform ended this login (10102/10103, forced logout): signed out, nothing to ask;
 * - 'ask': the platform refuses the access token (10111, 1004, 'please log in'): only the refresh
 *   token can tell a revoked session (logged out on another device, member disabled) from an
 *   access token that merely ran out early, so it is asked (lib/auth/sessionRefresh.ts);
 * - null: any other failure, which says nothing about the session.
 */
export function sessionRefusal(error: unknown): 'ended' | 'ask' | null {
  if (!isPlatformError(error) || error.kind !== 'status') return null;
  if (error.status !== null && STATUS.FORCE_LOGOUT.includes(error.status)) return 'ended';
  if (error.status === STATUS.TOKEN_EXPIRED || error.status === STATUS.AUTH_INVALID || error.message === NOT_SIGNED_IN)
    return 'ask';
  return null;
}

/** The platform refused a refresh token: the session it belongs to is over. */
export function refusesRefresh(error: unknown): boolean {
  const refusal = sessionRefusal(error);
  return refusal === 'ended' || (refusal === 'ask' && isPlatformError(error) && error.status !== STATUS.TOKEN_EXPIRED);
}
