import { z } from 'zod';
import { defineCall } from '../define';
import { num, str } from '../primitives';
import { TOKEN_LIFETIME_MS } from '@/lib/format/storage';

// The server's own platform identity (docs/decisions/0003), asked for as it is: these calls are
// what the site's auth is made of. An absent lifetime is the stored-token lifetime.
const DEFAULT_LIFETIME_SECONDS = TOKEN_LIFETIME_MS / 1000;

/** getAnonymousToken (device): the anonymous token every anonymous call carries when tokenEnable. */
export const getAnonymousTokenCall = defineCall({
  name: 'getAnonymousToken',
  auth: 'none',
  params: (device: string) => ({ device }),
  answer: z.object({ token: str(), expiresIn: num(DEFAULT_LIFETIME_SECONDS) }),
});

/** authinfo (device): the app's key material, 3DES-encrypted. */
export const authinfoCall = defineCall({
  name: 'authinfo',
  auth: 'none',
  params: (device: string) => ({ device }),
  answer: z.object({ appKey: str(), appSecret: str() }),
});

/** auth (appKey, t, md5 sign): the authToken signed calls carry. */
export const authCall = defineCall({
  name: 'auth',
  auth: 'none',
  params: (input: { appKey: string; t: string; sign: string }) => input,
  answer: z.object({ authToken: str(), expiresIn: num(DEFAULT_LIFETIME_SECONDS) }),
});

/**
 * refreshAccessToken (POST): rotates a member's token pair (the old refresh token is spent). The
 * session's refresh (lib/auth/sessionRefresh.ts) runs it, so it lives with the wire's token calls.
 */
export const refreshAccessTokenCall = defineCall({
  name: 'refreshAccessToken',
  method: 'POST',
  params: (input: { device: string; refreshToken: string }) => input,
  answer: z.object({ token: str(), accessToken: str(), refreshToken: str(), expiresIn: num(DEFAULT_LIFETIME_SECONDS) }),
});
