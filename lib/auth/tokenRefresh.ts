import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { refreshAccessTokenCall } from '@/lib/platform/auth/calls';
import { PlatformError } from '@/lib/platform/errors';
import { TOKEN_LIFETIME_MS } from '@/lib/format/storage';
import type { MemberLogin } from './memberLogin';

/** Rotates a member's pair (the old refresh token is spent). 1004 when the refresh token is no longer valid. */
export async function refreshAccessToken(
  device: string,
  refreshToken: string,
): Promise<Pick<MemberLogin, 'accessToken' | 'refreshToken' | 'accessExpiresAt'>> {
  const raw = await platformCall(refreshAccessTokenCall, { device, refreshToken }, { device });
  const accessToken = raw.accessToken || raw.token;
  if (!accessToken || !raw.refreshToken)
    throw new PlatformError('invalid', refreshAccessTokenCall.name, 'invalid answer');
  return {
    accessToken,
    refreshToken: raw.refreshToken,
    accessExpiresAt: Date.now() + Math.min(raw.expiresIn * 1000, TOKEN_LIFETIME_MS),
  };
}
