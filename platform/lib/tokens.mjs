/**
 * The token table: anonymous security tokens, member access/refresh pairs and
 * app authTokens. Validity is always "known and expires_at in the future", so
 * expiring (faults) or rotating (refresh) is a single UPDATE/DELETE.
 */
import crypto from 'node:crypto';

/** @typedef {import('../db/rows.mjs').TokenKind} TokenKind */
/** @typedef {import('../db/rows.mjs').TokenRow} TokenRow */

/** A refresh token outlives its access token: that is its whole point. */
export const REFRESH_TTL_SECONDS = 30 * 24 * 3600;
/** Expired rows are kept a day (useful when debugging a 10111), then purged at start. */
const PURGE_AFTER_MS = 24 * 3600 * 1000;

/**
 * @param {import('better-sqlite3').Database} db
 * @param {{tokenTtlSeconds: number}} options
 */
export function createTokenStore(db, { tokenTtlSeconds }) {
  const s = {
    insert: db.prepare(`INSERT INTO tokens (token, kind, device, user_id, created_at, expires_at)
      VALUES (?, ?, ?, ?, ?, ?)`),
    find: /** @type {import('../db/rows.mjs').Query<TokenRow>} */ (db.prepare('SELECT * FROM tokens WHERE token = ? AND expires_at > ?')),
    remove: db.prepare('DELETE FROM tokens WHERE token = ?'),
    expire: db.prepare(`UPDATE tokens SET expires_at = ? WHERE expires_at > ?
      AND kind IN ('anonymous', 'access', 'auth')`),
  };
  db.prepare('DELETE FROM tokens WHERE expires_at < ?').run(Date.now() - PURGE_AFTER_MS);

  /**
   * @param {TokenKind} kind
   * @param {{device?: string, userId?: string, ttlSeconds?: number}} [o]
   * @returns {{token: string, expiresIn: number}}
   */
  function issue(kind, { device = '', userId = '', ttlSeconds = tokenTtlSeconds } = {}) {
    const token = crypto.randomBytes(24).toString('base64url');
    const now = Date.now();
    s.insert.run(token, kind, device, userId, now, now + ttlSeconds * 1000);
    return { token, expiresIn: ttlSeconds };
  }

  /**
   * The row if the token is known, unexpired and of one of the kinds.
   * @param {string | undefined} token @param {TokenKind[]} kinds
   * @returns {TokenRow | null}
   */
  function valid(token, kinds) {
    if (!token) return null;
    const row = s.find.get(token, Date.now());
    return row && kinds.includes(row.kind) ? row : null;
  }

  /**
   * A member's pair; the later login call and the faults endpoint use this.
   * @param {string} userId @param {string} [device]
   */
  function mintMemberPair(userId, device = '') {
    return db.transaction(() => ({
      accessToken: issue('access', { userId, device }).token,
      refreshToken: issue('refresh', { userId, device, ttlSeconds: REFRESH_TTL_SECONDS }).token,
    }))();
  }

  /**
   * Rotates a refresh token: the old one is gone whatever happens next, the member gets a new pair.
   * @param {string | undefined} refreshToken @param {string} device
   * @returns {{accessToken: string, refreshToken: string} | null} null when unknown or expired
   */
  function refresh(refreshToken, device) {
    return db.transaction(() => {
      const row = valid(refreshToken, ['refresh']);
      if (!row) return null;
      s.remove.run(row.token);
      return mintMemberPair(row.user_id, device || row.device);
    })();
  }

  /** Every anonymous, access and auth token expires now (refresh tokens stay). @returns {number} how many */
  function expireAll() {
    const now = Date.now();
    return s.expire.run(now - 1, now).changes;
  }

  return { issue, valid, mintMemberPair, refresh, expireAll, ttlSeconds: tokenTtlSeconds };
}

/** @typedef {ReturnType<typeof createTokenStore>} TokenStore */
