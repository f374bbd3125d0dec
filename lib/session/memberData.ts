import 'server-only';
import { redirect } from 'next/navigation';
import { isPlatformError } from '@/lib/platform/errors';
import { STATUS } from '@/lib/platform/status';
import { loginHref } from '@/lib/auth/returnPath';
import type { SessionMember } from './member';

/** The platform no longer knows the member's token: the reader must sign in again. */
function signedOut(error: unknown): boolean {
  return isPlatformError(error) && (error.status === STATUS.TOKEN_EXPIRED || error.message === 'please log in');
}

/**
 * A member's own data for a page. A token the platform refuses sends the reader to the login
 * page (and back here after); any other failure is null, and the page says it could not load.
 */
export async function loadMemberData<T>(
  member: SessionMember,
  returnPath: string,
  load: (token: string, device: string) => Promise<T>,
): Promise<T | null> {
  try {
    return await load(member.accessToken, member.device);
  } catch (error) {
    if (signedOut(error)) redirect(loginHref(returnPath));
    console.error('[account] member data failed', isPlatformError(error) ? `${error.call}: ${error.message}` : error);
    return null;
  }
}

/**
 * For a page that lets other failures through (its 503): a `.catch` that sends a reader whose
 * token the platform refuses to the login page, and rethrows anything else.
 */
export function signedOutRedirect(returnPath: string): (error: unknown) => never {
  return (error: unknown) => {
    if (signedOut(error)) redirect(loginHref(returnPath));
    throw error;
  };
}
