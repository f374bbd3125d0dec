/**
 * The member store: accounts, one-time codes, invites and points (migration 005).
 * Routes stay thin; everything that touches these tables lives here.
 */
import crypto from 'node:crypto';

/** Verification codes live five minutes and allow five wrong guesses, then are gone. */
export const CODE_TTL_MS = 5 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
/** Points a member and the inviter get when an invite code is used. */
export const INVITE_SCORE = 20;
export const SIGNUP_SCORE = 10;

/** @typedef {import('../db/rows.mjs').MemberRow} MemberRow */
/** @typedef {import('../db/rows.mjs').ScoreRecordRow} ScoreRecordRow */
/** @template R @typedef {import('../db/rows.mjs').Query<R>} Query */

/** @param {string} text */
const md5Hex = (text) => crypto.createHash('md5').update(text, 'utf8').digest('hex');

/**
 * scrypt with a per-member salt over the password's md5, stored as 'md5:salt:hash' hex. The md5 comes
 * first because the real SSO takes the password as md5 text (sso-app's /api/login;
 * docs/decisions/0082): a member who signs in there and one who signs in here are checked against
 * one stored hash. Hashes stored before that ('salt:hash', scrypt of the password itself) still check.
 * @param {string} password
 */
export function hashPassword(password) {
  const salt = crypto.randomBytes(16);
  return `md5:${salt.toString('hex')}:${crypto.scryptSync(md5Hex(password), salt, 32).toString('hex')}`;
}

/** @param {string} secret @param {string} salt hex @param {string} hash hex */
function sameScrypt(secret, salt, hash) {
  const expected = Buffer.from(hash, 'hex');
  const actual = crypto.scryptSync(secret, Buffer.from(salt, 'hex'), 32);
  return expected.length === actual.length && crypto.timingSafeEqual(actual, expected);
}

/** @param {string} password @param {string} stored */
export function checkPassword(password, stored) {
  const parts = stored.split(':');
  if (parts.length === 3 && parts[0] === 'md5') return sameScrypt(md5Hex(password), parts[1] ?? '', parts[2] ?? '');
  const [salt, hash] = parts;
  if (parts.length !== 2 || !salt || !hash) return false;
  return sameScrypt(password, salt, hash);
}

/**
 * The SSO's check: the password's md5 as the client sends it. A hash stored before the md5 came
 * first cannot be checked this way (the SSO's own answer for such members: 老用户请改密码).
 * @param {string} digest 32 hex characters @param {string} stored
 * @returns {'ok'|'wrong'|'old'}
 */
export function checkPasswordDigest(digest, stored) {
  const parts = stored.split(':');
  if (parts.length !== 3 || parts[0] !== 'md5') return 'old';
  return /^[0-9a-f]{32}$/i.test(digest) && sameScrypt(digest.toLowerCase(), parts[1] ?? '', parts[2] ?? '')
    ? 'ok'
    : 'wrong';
}

/** Mainland mobile numbers: 11 digits starting with 1. @param {string} phone */
export const isPhone = (phone) => /^1\d{10}$/.test(phone);

/** 138****0001: what the platform shows of a phone number. @param {string|null} phone */
export const maskPhone = (phone) => (phone ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '');

/** Six letters and digits without look-alikes (0/O, 1/I). */
function newInviteCode() {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(crypto.randomBytes(6), (b) => alphabet[b % alphabet.length]).join('');
}

/** @param {import('better-sqlite3').Database} db */
export function createMemberStore(db) {
  const memberRows = (/** @type {string} */ sql) => /** @type {Query<MemberRow>} */ (db.prepare(sql));
  const value = (/** @type {string} */ sql) => /** @type {Query<number>} */ (db.prepare(sql).pluck());
  const s = {
    byId: memberRows('SELECT * FROM members WHERE id = ?'),
    byPhone: memberRows('SELECT * FROM members WHERE phone = ?'),
    byOpenid: memberRows('SELECT * FROM members WHERE openid = ?'),
    byInvite: memberRows('SELECT * FROM members WHERE invite_code = ?'),
    byNickname: memberRows('SELECT * FROM members WHERE nickname = ? AND cancelled_at IS NULL'),
    insert:
      db.prepare(`INSERT INTO members (phone, password_hash, nickname, head, openid, unionid, invite_code, created_at)
      VALUES (@phone, @password_hash, @nickname, @head, @openid, @unionid, @invite_code, @created_at)`),
    setDisabled: db.prepare('UPDATE members SET disabled_at = ? WHERE id = ?'),
    setPassword: db.prepare('UPDATE members SET password_hash = ? WHERE id = ?'),
    // Only onto an account without one: a bound phone is changed by no call (docs/decisions/0064).
    bindPhone: db.prepare('UPDATE members SET phone = ? WHERE id = ? AND phone IS NULL'),
    setProfile: db.prepare(
      'UPDATE members SET nickname = COALESCE(@nickname, nickname), head = COALESCE(@head, head) WHERE id = @id',
    ),
    setDetails:
      db.prepare(`UPDATE members SET nickname = @nickname, sex = COALESCE(@sex, sex), birthday = COALESCE(@birthday, birthday),
      address = COALESCE(@address, address) WHERE id = @id`),
    setInvitedBy: db.prepare('UPDATE members SET invited_by = ? WHERE id = ? AND invited_by IS NULL'),
    invitedCount: value('SELECT COUNT(*) FROM members WHERE invited_by = ?'),
    upsertCode: db.prepare(`INSERT INTO verify_codes (kind, subject, code, attempts, expires_at) VALUES (?, ?, ?, 0, ?)
      ON CONFLICT (kind, subject) DO UPDATE SET code = excluded.code, attempts = 0, expires_at = excluded.expires_at`),
    findCode: /** @type {Query<import('../db/rows.mjs').VerifyCodeRow>} */ (
      db.prepare('SELECT * FROM verify_codes WHERE kind = ? AND subject = ? AND expires_at > ?')
    ),
    missCode: db.prepare('UPDATE verify_codes SET attempts = attempts + 1 WHERE kind = ? AND subject = ?'),
    dropCode: db.prepare('DELETE FROM verify_codes WHERE kind = ? AND subject = ?'),
    addScore: db.prepare('INSERT INTO score_records (member_id, score, reason, created_at) VALUES (?, ?, ?, ?)'),
    scoreTotal: value('SELECT COALESCE(SUM(score), 0) FROM score_records WHERE member_id = ?'),
    scoreSince: /** @type {Query<Pick<ScoreRecordRow, 'created_at' | 'score'>>} */ (
      db.prepare(`SELECT created_at, score FROM score_records WHERE member_id = ? AND created_at >= ?`)
    ),
    scorePage: /** @type {Query<Omit<ScoreRecordRow, 'member_id'>>} */ (
      db.prepare(`SELECT id, score, reason, created_at
      FROM score_records WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
    ),
    scoreCount: value('SELECT COUNT(*) FROM score_records WHERE member_id = ?'),
  };

  /** @param {{phone?: string|null, password?: string, nickname: string, head?: string, openid?: string|null, unionid?: string, inviteCode?: string, createdAt?: number}} m */
  function create(m) {
    let inviteCode = m.inviteCode ?? newInviteCode();
    while (s.byInvite.get(inviteCode)) inviteCode = newInviteCode();
    const createdAt = m.createdAt ?? Date.now();
    const id = Number(
      s.insert.run({
        phone: m.phone ?? null,
        password_hash: m.password ? hashPassword(m.password) : '',
        nickname: m.nickname,
        head: m.head ?? '',
        openid: m.openid ?? null,
        unionid: m.unionid ?? '',
        invite_code: inviteCode,
        created_at: createdAt,
      }).lastInsertRowid,
    );
    s.addScore.run(id, SIGNUP_SCORE, 'signup', createdAt);
    const created = s.byId.get(id);
    if (!created) throw new Error(`member ${id} vanished right after its insert`);
    return created;
  }

  /**
   * Stores a fresh code for (kind, subject), replacing any earlier one.
   * @param {'image'|'sms'} kind @param {string} subject @param {string} code
   */
  function issueCode(kind, subject, code) {
    s.upsertCode.run(kind, subject, code, Date.now() + CODE_TTL_MS);
    return code;
  }

  /**
   * Checks a guess; a right guess consumes the code (single use), a wrong one counts.
   * @param {'image'|'sms'} kind @param {string} subject @param {string} guess
   * @returns {'ok'|'wrong'|'expired'}
   */
  function useCode(kind, subject, guess) {
    const row = s.findCode.get(kind, subject, Date.now());
    if (!row || row.attempts >= CODE_MAX_ATTEMPTS) return 'expired';
    if (row.code.toLowerCase() !== guess.trim().toLowerCase()) {
      s.missCode.run(kind, subject);
      return 'wrong';
    }
    s.dropCode.run(kind, subject);
    return 'ok';
  }

  /**
   * Checks a guess without using the code up (the SSO's checkCode: the sign-in after it uses it);
   * a wrong guess counts as useCode's does.
   * @param {'image'|'sms'} kind @param {string} subject @param {string} guess
   * @returns {'ok'|'wrong'|'expired'}
   */
  function matchCode(kind, subject, guess) {
    const row = s.findCode.get(kind, subject, Date.now());
    if (!row || row.attempts >= CODE_MAX_ATTEMPTS) return 'expired';
    if (row.code.toLowerCase() === guess.trim().toLowerCase()) return 'ok';
    s.missCode.run(kind, subject);
    return 'wrong';
  }

  /** The live code, for the development endpoint only. @param {'image'|'sms'} kind @param {string} subject */
  function peekCode(kind, subject) {
    return s.findCode.get(kind, subject, Date.now())?.code ?? null;
  }

  /**
   * Binds an invite code to the member once and awards both sides.
   * @param {MemberRow} member @param {string} code
   * @returns {{ok: true, inviter: MemberRow} | {ok: false, reason: string}}
   */
  function useInvite(member, code) {
    const inviter = s.byInvite.get(code.trim().toUpperCase());
    if (!inviter) return { ok: false, reason: 'invite code not found' };
    if (inviter.id === member.id) return { ok: false, reason: 'cannot use your own invite code' };
    return db.transaction(() => {
      if (s.setInvitedBy.run(inviter.id, member.id).changes === 0)
        return /** @type {const} */ ({ ok: false, reason: 'invite code already used' });
      const now = Date.now();
      s.addScore.run(member.id, INVITE_SCORE, 'invited', now);
      s.addScore.run(inviter.id, INVITE_SCORE, 'invite', now);
      return /** @type {const} */ ({ ok: true, inviter });
    })();
  }

  return {
    byId: (/** @type {number} */ id) => s.byId.get(id),
    byPhone: (/** @type {string} */ phone) => s.byPhone.get(phone),
    byOpenid: (/** @type {string} */ openid) => s.byOpenid.get(openid),
    byInvite: (/** @type {string} */ code) => s.byInvite.get(code.trim().toUpperCase()),
    /** A member (not cancelled) who goes by this nickname. @param {string} nickname */
    byNickname: (nickname) => s.byNickname.get(nickname),
    create,
    /** Disables (or enables again) a member; the caller ends their tokens. @param {number} id @param {boolean} disabled */
    setDisabled: (id, disabled) => s.setDisabled.run(disabled ? Date.now() : null, id).changes > 0,
    /** member/info: a new nickname and/or head (a media path or an address); null keeps the old one. @param {number} id @param {{nickname: string | null, head: string | null}} profile */
    setProfile: (id, { nickname, head }) => s.setProfile.run({ id, nickname, head }).changes > 0,
    /**
     * The SSO's modify: a nickname, and sex, birthday and address where given (null keeps the old one).
     * @param {number} id @param {{nickname: string, sex: string | null, birthday: string | null, address: string | null}} d
     */
    setDetails: (id, d) => s.setDetails.run({ id, ...d }).changes > 0,
    /** member/setPassword: a new 'salt:hash' (hashPassword). @param {number} id @param {string} hash */
    setPassword: (id, hash) => s.setPassword.run(hash, id).changes > 0,
    /** member/bindPhone: a phone onto an account that has none; false when it has one. @param {number} id @param {string} phone */
    bindPhone: (id, phone) => s.bindPhone.run(phone, id).changes > 0,
    issueCode,
    useCode,
    matchCode,
    peekCode,
    useInvite,
    invitedCount: (/** @type {number} */ id) => Number(s.invitedCount.get(id)),
    addScore: (/** @type {number} */ id, /** @type {number} */ score, /** @type {string} */ reason, at = Date.now()) =>
      s.addScore.run(id, score, reason, at),
    scoreTotal: (/** @type {number} */ id) => Number(s.scoreTotal.get(id)),
    scoreSince: (/** @type {number} */ id, /** @type {number} */ since) => s.scoreSince.all(id, since),
    scorePage: (/** @type {number} */ id, /** @type {number} */ limit, /** @type {number} */ offset) =>
      s.scorePage.all(id, limit, offset),
    scoreCount: (/** @type {number} */ id) => Number(s.scoreCount.get(id)),
  };
}

/** @typedef {ReturnType<typeof createMemberStore>} MemberStore */
