/**
 * Counted attempts: every secret a caller could guess (passwords, image and SMS codes, invite
 * codes, voucher codes and venue verification codes, ciphers) is limited per thing guessed
 * (a phone, a voucher), per token or device, and per address, and SMS codes sent per phone and
 * per device. Kept in the DB, so a restart does not reset a limit.
 *
 * Tokens and device ids cost nothing to make, so the address is what holds a caller who throws
 * them away. Behind the touch site's front end, the address is the reader's: the front end gives
 * each device its own anonymous token and passes the reader's address in X-Forwarded-For, which
 * the platform believes from the front end only (options.trustedProxies, docs/decisions/0080), so
 * each limit here holds one reader, never every reader at once.
 */
import { PlatformError } from './envelope.mjs';

/** Rows older than this are of no limit any more: purged at start. */
const KEEP_MS = 24 * 3600 * 1000;

/**
 * @typedef {{bucket: string, limit: number, windowMs: number}} Limit
 * At most `limit` attempts in any `windowMs` per subject; the next waits until the oldest leaves the window.
 */

/**
 * Who is guessing: the request's token (anonymous or member), the device it names and the
 * address it comes from (the reader's, behind a trusted front end: app.mjs's trustProxy); ''
 * for what it does not carry (limits skip empty subjects).
 * @param {import('fastify').FastifyRequest} req @param {Record<string, string | undefined>} p
 */
export function guesserOf(req, p) {
  const header = req.headers.token;
  const token = String((Array.isArray(header) ? header[0] : header) ?? '').slice(0, 128);
  const device = String(p.device ?? p.deviceId ?? '').slice(0, 128);
  return { token, device, address: req.ip ?? '' };
}

/** @param {number} ms */
export function tooManyAttempts(ms) {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return new PlatformError(`too many attempts, try again in ${minutes} minutes`);
}

/** @param {import('better-sqlite3').Database} db @param {{now?: () => number}} [o] */
export function createAttemptStore(db, { now = Date.now } = {}) {
  const s = {
    add: db.prepare('INSERT INTO attempts (bucket, subject, at) VALUES (?, ?, ?)'),
    since: /** @type {import('../db/rows.mjs').Query<number>} */ (
      db.prepare('SELECT at FROM attempts WHERE bucket = ? AND subject = ? AND at > ? ORDER BY at').pluck()
    ),
    clear: db.prepare('DELETE FROM attempts WHERE bucket = ? AND subject = ?'),
  };
  db.prepare('DELETE FROM attempts WHERE at < ?').run(now() - KEEP_MS);

  /**
   * Milliseconds until one more attempt is allowed (0: allowed now).
   * @param {Limit} limit @param {string} subject
   */
  function waitMs({ bucket, limit, windowMs }, subject) {
    const at = now();
    const recent = s.since.all(bucket, subject, at - windowMs);
    if (recent.length < limit) return 0;
    return (recent[recent.length - limit] ?? at) + windowMs - at;
  }

  return {
    waitMs,
    /** Throws 'too many attempts, try again in N minutes' when any of the limits is reached. @param {[Limit, string][]} checks */
    check(checks) {
      const wait = Math.max(
        0,
        ...checks.filter(([, subject]) => subject !== '').map(([limit, subject]) => waitMs(limit, subject)),
      );
      if (wait > 0) throw tooManyAttempts(wait);
    },
    /** Counts one attempt against each subject. @param {[Limit, string][]} checks */
    count(checks) {
      const at = now();
      for (const [{ bucket }, subject] of checks) if (subject !== '') s.add.run(bucket, subject, at);
    },
    /** Forgets a subject's attempts (a right password ends the count of wrong ones). @param {Limit} limit @param {string} subject */
    clear({ bucket }, subject) {
      s.clear.run(bucket, subject);
    },
  };
}

/** @typedef {ReturnType<typeof createAttemptStore>} AttemptStore */

/** The limits of the member calls (docs/platform-api.md, "Limits"). */
export const LIMITS = {
  /** Wrong passwords per phone: 5 in 15 minutes, then even the right one waits. */
  passwordPerPhone: { bucket: 'password:phone', limit: 5, windowMs: 15 * 60_000 },
  /** Wrong passwords per device, whatever the phone: 20 in 15 minutes. */
  passwordPerDevice: { bucket: 'password:device', limit: 20, windowMs: 15 * 60_000 },
  /** SMS codes sent to one phone: 1 a minute, 5 an hour. */
  smsPerPhoneMinute: { bucket: 'sms:phone:minute', limit: 1, windowMs: 60_000 },
  smsPerPhoneHour: { bucket: 'sms:phone', limit: 5, windowMs: 3600_000 },
  /** SMS codes asked for from one device: 10 an hour. */
  smsPerDevice: { bucket: 'sms:device', limit: 10, windowMs: 3600_000 },
  /** Wrong image codes per device: 10 in 10 minutes. */
  imagePerDevice: { bucket: 'image:device', limit: 10, windowMs: 10 * 60_000 },
  /** Per address, whatever phone or device: wrong passwords, image codes and SMS codes. */
  passwordPerAddress: { bucket: 'password:address', limit: 100, windowMs: 15 * 60_000 },
  imagePerAddress: { bucket: 'image:address', limit: 100, windowMs: 10 * 60_000 },
  /** Wrong SMS codes (each code also takes at most 5 guesses) per device and per address. */
  smsCodePerDevice: { bucket: 'smscode:device', limit: 10, windowMs: 15 * 60_000 },
  smsCodePerAddress: { bucket: 'smscode:address', limit: 50, windowMs: 15 * 60_000 },
  /** Wrong account SMS codes (member/setPassword, member/cancel) per member: 10 in 15 minutes. */
  accountCodePerMember: { bucket: 'accountcode:member', limit: 10, windowMs: 15 * 60_000 },
  /** Wrong invite codes per member and per address: 10 and 50 an hour. */
  invitePerMember: { bucket: 'invite:member', limit: 10, windowMs: 3600_000 },
  invitePerAddress: { bucket: 'invite:address', limit: 50, windowMs: 3600_000 },
  /**
   * Wrong venue verification codes (activityVerify, the write-off): 5 per voucher in 15 minutes,
   * then even the right code waits; 10 per token and per device, 50 per address.
   */
  venuePerVoucher: { bucket: 'venue:voucher', limit: 5, windowMs: 15 * 60_000 },
  venuePerToken: { bucket: 'venue:token', limit: 10, windowMs: 15 * 60_000 },
  venuePerDevice: { bucket: 'venue:device', limit: 10, windowMs: 15 * 60_000 },
  venuePerAddress: { bucket: 'venue:address', limit: 50, windowMs: 15 * 60_000 },
  /** Unknown voucher (registration) codes, getActivityVoucher and activityVerify: 20 per token and per device, 100 per address. */
  voucherPerToken: { bucket: 'voucher:token', limit: 20, windowMs: 15 * 60_000 },
  voucherPerDevice: { bucket: 'voucher:device', limit: 20, windowMs: 15 * 60_000 },
  voucherPerAddress: { bucket: 'voucher:address', limit: 100, windowMs: 15 * 60_000 },
  /** Encrypted parameters that do not decrypt: 10 per token, 100 per address in 10 minutes. */
  cipherPerToken: { bucket: 'cipher:token', limit: 10, windowMs: 10 * 60_000 },
  cipherPerAddress: { bucket: 'cipher:address', limit: 100, windowMs: 10 * 60_000 },
  /** Refused votes (closed vote, no votes left, unknown option) per member: 30 in 10 minutes. */
  refusedVotesPerMember: { bucket: 'vote:refused', limit: 30, windowMs: 10 * 60_000 },
};
