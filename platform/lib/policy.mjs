/**
 * Which app_if calls need what, in one place. The guards (lib/guard.mjs,
 * lib/decrypt.mjs) read these lists; a new call is token-checked, signed (under
 * xyAuth 2) and plain-allowed unless it is listed here.
 */

/** Calls a client makes before it can have a token (or to get a new one). */
export const TOKEN_FREE = new Set([
  'getConfig',
  'getAnonymousToken',
  'authinfo',
  'auth',
  'refreshAccessToken',
  // An <img> loads the verify-code picture: it cannot send a token header.
  'member/getVerifyCode',
  // Ending a session takes its own refresh token: an access token that ran out must not keep it open.
  'member/logout',
]);

/** Calls that bootstrap app auth, so they cannot be signed. */
export const SIGN_FREE = new Set(['getConfig', 'authinfo', 'auth', 'getAnonymousToken', 'member/getVerifyCode']);

/**
 * Writes whose parameters must come encrypted on v3+ platforms. Any other POST may
 * still send `params` + `encryptType`, and is decrypted the same way.
 */
export const ENCRYPTED_WRITES = new Set(['event', 'activityRegist', 'recordVoteCountAndLog']);

/**
 * Encrypted writes only a member may make: the decryption guard asks for the member's token
 * before it decrypts anything, so an anonymous or stale token costs no decryption.
 */
export const MEMBER_WRITES = new Set(['activityRegist', 'recordVoteCountAndLog']);

/** The client's rule (lib/platform/call.ts): interface version 3 or later encrypts. @param {string} curVersions */
export function encryptsParameters(curVersions) {
  const major = Number.parseInt(curVersions, 10);
  return Number.isFinite(major) && major >= 3;
}
