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
    insert:
      db.prepare(`INSERT INTO tokens (token, kind, device, user_id, created_at, expires_at, session, parent_session)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)`),
    // A login ends with the web logins made from it (member/loginByTicket: parent_session).
    endSession: db.prepare(
      `DELETE FROM tokens WHERE (session = ? OR parent_session = ?) AND kind IN ('access', 'refresh')`,
    ),
    endMember: db.prepare(`DELETE FROM tokens WHERE user_id = ? AND kind IN ('access', 'refresh')`),
    find: /** @type {import('../db/rows.mjs').Query<TokenRow>} */ (
      db.prepare('SELECT * FROM tokens WHERE token = ? AND expires_at > ?')
    ),
    remove: db.prepare('DELETE FROM tokens WHERE token = ?'),
    alive: db.prepare(`SELECT 1 FROM tokens WHERE session = ? AND kind = 'refresh' AND expires_at > ?`).pluck(),
    expire: db.prepare(`UPDATE tokens SET expires_at = ? WHERE expires_at > ?
      AND kind IN ('anonymous', 'access', 'auth')`),
  };
  db.prepare('DELETE FROM tokens WHERE expires_at < ?').run(Date.now() - PURGE_AFTER_MS);

  /**
   * @param {TokenKind} kind
   * @param {{device?: string, userId?: string, ttlSeconds?: number, session?: string, parentSession?: string}} [o]
   * @returns {{token: string, expiresIn: number}}
   */
  function issue(
    kind,
    { device = '', userId = '', ttlSeconds = tokenTtlSeconds, session = '', parentSession = '' } = {},
  ) {
    const token = crypto.randomBytes(24).toString('base64url');
    const now = Date.now();
    s.insert.run(token, kind, device, userId, now, now + ttlSeconds * 1000, session, parentSession);
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
   * A member's pair, one login (session): a new one unless a rotation carries its session on.
   * `parentSession` names the app login a web login was made from (member/loginByTicket): it ends with it.
   * @param {string} userId @param {string} [device] @param {string} [session] @param {string} [parentSession]
   */
  function mintMemberPair(
    userId,
    device = '',
    session = crypto.randomBytes(12).toString('base64url'),
    parentSession = '',
  ) {
    return db.transaction(() => ({
      accessToken: issue('access', { userId, device, session, parentSession }).token,
      refreshToken: issue('refresh', { userId, device, ttlSeconds: REFRESH_TTL_SECONDS, session, parentSession }).token,
    }))();
  }

  /**
   * Logging out: every token of the login this member token belongs to is gone (its access and
   * refresh tokens, whichever was given). A token of no session ends only itself.
   * @param {string} token @returns {boolean} whether the token was known
   */
  function endSession(token) {
    const row = s.find.get(token, Date.now());
    if (!row || (row.kind !== 'access' && row.kind !== 'refresh')) return false;
    if (row.session) s.endSession.run(row.session, row.session);
    else s.remove.run(row.token);
    return true;
  }

  /** Sign out everywhere, a password change, a disabled member: every login of theirs ends. @param {string} userId */
  function endMember(userId) {
    return s.endMember.run(userId).changes;
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
      return mintMemberPair(row.user_id, device || row.device, row.session || undefined, row.parent_session);
    })();
  }

  /** Whether a login (session) still holds an unexpired refresh token: it has not ended. @param {string} session */
  function sessionAlive(session) {
    return session !== '' && s.alive.get(session, Date.now()) !== undefined;
  }

  /** Every anonymous, access and auth token expires now (refresh tokens stay). @returns {number} how many */
  function expireAll() {
    const now = Date.now();
    return s.expire.run(now - 1, now).changes;
  }

  return {
    issue,
    valid,
    mintMemberPair,
    refresh,
    endSession,
    endMember,
    sessionAlive,
    expireAll,
    ttlSeconds: tokenTtlSeconds,
  };
}

/** @typedef {ReturnType<typeof createTokenStore>} TokenStore */
