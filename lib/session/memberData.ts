import 'server-only';
import { redirect } from 'next/navigation';
import { isPlatformError } from '@/lib/platform/errors';
import { loginHref } from '@/lib/auth/returnPath';
import { noteRefusal, renewedForRetry } from '@/lib/auth/sessionRefresh';
import type { SessionMember } from './member';

/**
 * The load, and once more with a fresh pair when the platform says the access token expired
 * (10111, docs/product.md §8) rather than sending the reader to the login page for it. A
 * second refusal is the caller's to judge, as the first was before.
 */
export async function withTokenRetry<T>(
  member: SessionMember,
  load: (token: string, device: string) => Promise<T>,
): Promise<T> {
  try {
    return await load(member.accessToken, member.device);
  } catch (error) {
    const renewed = await renewedForRetry(error, member);
    if (renewed === null) throw error;
    return load(renewed.accessToken, renewed.device);
  }
}

/**
 * A member's own data for a page. A token the platform refuses sends the reader to the login
 * page (and back here after); any other failure is null, and the page says it could not load.
 * The refusal is noted first (lib/auth/sessionRefresh.ts): before the login page renders,
 * proxy.ts asks the refresh token, and a session the platform ended is cleared there, so the
 * login page does not send the reader back here as a member (docs/decisions/0042).
 */
export async function loadMemberData<T>(
  member: SessionMember,
  returnPath: string,
  load: (token: string, device: string) => Promise<T>,
): Promise<T | null> {
  try {
    return await withTokenRetry(member, load);
  } catch (error) {
    if (noteRefusal(error, member)) redirect(loginHref(returnPath));
    console.error('[account] member data failed', isPlatformError(error) ? `${error.call}: ${error.message}` : error);
    return null;
  }
}

/**
 * For a page that lets other failures through (its 503): a `.catch` that sends a reader whose
 * token the platform refuses to the login page, and rethrows anything else.
 */
export function signedOutRedirect(member: SessionMember, returnPath: string): (error: unknown) => never {
  return (error: unknown) => {
    if (noteRefusal(error, member)) redirect(loginHref(returnPath));
    throw error;
  };
}
