/**
 * A session from the app (docs/host-app-bridge.md, "Signing the app's member in"; docs/platform-api.md,
 * "member/webTicket"): the provider's app, signed in, asks for a one-time ticket with its member token
 * and hands it to a web page; the site's server spends it for a web login of its own. The app's
 * long-lived tokens never leave the app.
 *
 * The rules (docs/security.md, "Sessions"): a ticket is 32 random bytes, kept only as a hash; it
 * is bound to the member and the site it was asked for, lives a minute, is spent by its first use
 * (a replay is refused, also after a wrong site or member), and the web login it makes ends when
 * the app's login ends (tokens.parent_session).
 */
import crypto from 'node:crypto';
import { PlatformError } from '../lib/envelope.mjs';
import { pick, requireString, toInt } from '../lib/params.mjs';
import { guesserOf } from '../lib/attempts.mjs';
import { loginAnswer, DISABLED } from './members.mjs';

/** How long a ticket may wait to be spent. */
export const TICKET_TTL_SECONDS = 60;
/** Spent and expired tickets are of no use after this: purged at start and as new ones are made. */
const KEEP_MS = 3600_000;
/** One refusal for unknown, spent, expired, another site's or another member's ticket: no oracle. */
export const TICKET_REFUSED = 'ticket invalid or used';

export const TICKET_LIMITS = {
  /** Tickets one app login may ask for: 20 a minute (an app opens a page now and then, not 20 a second). */
  perMember: { bucket: 'webticket:member', limit: 20, windowMs: 60_000 },
  /**
   * Refused tickets per address: 200 in 10 minutes. A ticket cannot be guessed (256 bits); this bounds
   * the trying. Behind the front end this is a ceiling for a whole front-end instance (set high, so
   * one reader cannot lock every in-app reader out); the front end limits each reader's address first.
   */
  refusedPerAddress: { bucket: 'webticket:refused:address', limit: 200, windowMs: 10 * 60_000 },
};

const hashOf = (/** @type {string} */ ticket) => crypto.createHash('sha256').update(ticket).digest('hex');

/**
 * @param {import('../lib/pipeline.mjs').Service} svc
 * @param {{db: import('better-sqlite3').Database, tokens: import('../lib/tokens.mjs').TokenStore,
 *   members: import('../lib/members.mjs').MemberStore, attempts: import('../lib/attempts.mjs').AttemptStore,
 *   now?: () => number}} deps
 */
export default function registerWebTickets(svc, { db, tokens, members, attempts, now = Date.now }) {
  const s = {
    insert: db.prepare(`INSERT INTO web_tickets (ticket_hash, user_id, site_id, parent_session, created_at, expires_at)
      VALUES (?, ?, ?, ?, ?, ?)`),
    // Spending is one statement: of two uses at once, one changes the row and the other finds it spent.
    spend:
      /** @type {import('../db/rows.mjs').Query<{user_id: string, site_id: number, parent_session: string, expires_at: number}>} */ (
        db.prepare(`UPDATE web_tickets SET used_at = ? WHERE ticket_hash = ? AND used_at IS NULL
        RETURNING user_id, site_id, parent_session, expires_at`)
      ),
    purge: db.prepare('DELETE FROM web_tickets WHERE expires_at < ?'),
  };
  s.purge.run(now() - KEEP_MS);
  const siteOf = (/** @type {Record<string, string>} */ p) => toInt(pick(p, 'siteID', 'siteId', 'siteid'), 1);

  // The app's call, with the member's access token of its own login (the `token` header).
  svc.call(
    'member/webTicket',
    (p, req) => {
      const header = req.headers.token;
      const row = tokens.valid(Array.isArray(header) ? header[0] : header, ['access']);
      const member = row ? members.byId(Number(row.user_id)) : undefined;
      if (!row || !member) throw new PlatformError('please log in');
      if (member.disabled_at !== null) throw new PlatformError(DISABLED);
      const limit = /** @type {[import('../lib/attempts.mjs').Limit, string][]} */ ([
        [TICKET_LIMITS.perMember, String(member.id)],
      ]);
      attempts.check(limit);
      attempts.count(limit);
      const ticket = crypto.randomBytes(32).toString('base64url');
      const at = now();
      s.purge.run(at - KEEP_MS);
      s.insert.run(hashOf(ticket), String(member.id), siteOf(p), row.session, at, at + TICKET_TTL_SECONDS * 1000);
      return { ticket, expiresIn: TICKET_TTL_SECONDS };
    },
    { methods: ['POST'] },
  );

  // The site's server spends the ticket (never the page's script: the answer holds tokens).
  svc.call(
    'member/loginByTicket',
    (p, req) => {
      const refused = /** @type {[import('../lib/attempts.mjs').Limit, string][]} */ ([
        [TICKET_LIMITS.refusedPerAddress, guesserOf(req, p).address],
      ]);
      attempts.check(refused);
      const ticket = requireString(p, ['ticket']);
      const at = now();
      const found = ticket.length <= 128 ? s.spend.get(at, hashOf(ticket)) : undefined;
      const claimed = pick(p, 'userID', 'userId', 'uid');
      // Whatever is wrong, the ticket is spent now: a ticket shown to the wrong site or for the wrong member leaked.
      const ok =
        found &&
        found.expires_at > at &&
        found.site_id === siteOf(p) &&
        (!claimed || claimed === found.user_id) &&
        // The app's login ended (member/logout) between asking and spending: no web login from it.
        (!found.parent_session || tokens.sessionAlive(found.parent_session));
      if (!ok || !found) {
        attempts.count(refused);
        throw new PlatformError(TICKET_REFUSED);
      }
      const member = members.byId(Number(found.user_id));
      if (!member) throw new PlatformError(TICKET_REFUSED);
      if (member.disabled_at !== null) throw new PlatformError(DISABLED);
      const device = pick(p, 'device', 'deviceId') ?? '';
      const pair = tokens.mintMemberPair(String(member.id), device, undefined, found.parent_session);
      return loginAnswer(member, pair, tokens.ttlSeconds);
    },
    { methods: ['POST'] },
  );
}
