/**
 * Member calls (docs/platform-api.md, "Members"): image verify code, SMS code, login by code
 * or password, getUserInfo, invites and points. A member is whoever's access token the
 * `token` header carries; SMS codes are written to the log instead of being sent.
 */
import { localDay, localDayStart } from '../lib/time.mjs';
import crypto from 'node:crypto';
import { PlatformError } from '../lib/envelope.mjs';
import { pick, pageOf, requireString, toInt } from '../lib/params.mjs';
import { checkPassword, isPhone, maskPhone } from '../lib/members.mjs';
import { newImageCode, verifyImageSvg } from '../lib/verify-image.mjs';
import { LIMITS, guesserOf } from '../lib/attempts.mjs';

/** Status for "this call needs a signed-in member": the envelope's generic error with a clear message. */
export const NOT_SIGNED_IN = 'please log in';
/** A member the platform disabled: no login, and every token of theirs is refused. */
export const DISABLED = 'account disabled';
const PAGE_SIZE = 20;
const DAY_MS = 24 * 3600 * 1000;

/**
 * What every login answers (and thirdLogin's value): the member and a fresh token pair.
 * @param {import('../lib/members.mjs').MemberRow} m
 * @param {{accessToken: string, refreshToken: string}} pair @param {number} ttlSeconds
 */
export function loginAnswer(m, pair, ttlSeconds) {
  return {
    uid: m.id,
    userid: m.id,
    nickname: m.nickname,
    head: m.head,
    phone: maskPhone(m.phone),
    token: pair.accessToken,
    accessToken: pair.accessToken,
    refreshToken: pair.refreshToken,
    expiresIn: ttlSeconds,
  };
}

/**
 * A member's head picture as an address: weixin members keep weixin's, a picture set through
 * member/info is one of their uploads, stored as a media path (so the public URL can change).
 * @param {string} head @param {import('../lib/urls.mjs').Urls} urls
 */
export const headUrl = (head, urls) => (/^https?:\/\//.test(head) ? head : urls.media(head));

/**
 * The profile member/getUserInfo and member/info answer.
 * @param {import('../lib/members.mjs').MemberRow} m @param {import('../lib/members.mjs').MemberStore} members
 * @param {import('../lib/urls.mjs').Urls} urls
 */
export function memberProfile(m, members, urls) {
  return {
    uid: m.id,
    userid: m.id,
    nickname: m.nickname,
    head: headUrl(m.head, urls),
    phone: maskPhone(m.phone),
    inviteCode: m.invite_code,
    invited: m.invited_by !== null,
    score: members.scoreTotal(m.id),
    weixin: m.openid !== null,
    createTime: m.created_at,
    hasPassword: m.password_hash === '' ? 0 : 1,
  };
}

/** The site's calendar day of a time, as YYYY-MM-DD (lib/time.mjs; never the server's zone). */
const dayOf = localDay;

/**
 * @param {import('../lib/pipeline.mjs').Service} svc
 * @param {{tokens: import('../lib/tokens.mjs').TokenStore, members: import('../lib/members.mjs').MemberStore,
 *   attempts: import('../lib/attempts.mjs').AttemptStore, urls: import('../lib/urls.mjs').Urls, log: (msg: string) => void,
 *   legal: import('../lib/legal.mjs').LegalStore}} deps
 */
export default function registerMembers(svc, { tokens, members, attempts, urls, log, legal }) {
  const device = (/** @type {Record<string, string>} */ p) => pick(p, 'device', 'deviceId') ?? '';

  /** The member behind the request's access token, or the envelope error. @param {import('fastify').FastifyRequest} req */
  function memberOf(req) {
    const header = req.headers.token;
    const row = tokens.valid(Array.isArray(header) ? header[0] : header, ['access']);
    const member = row ? members.byId(Number(row.user_id)) : undefined;
    if (!member || member.disabled_at !== null) throw new PlatformError(NOT_SIGNED_IN);
    return member;
  }

  /** A member who may sign in. @param {import('../lib/members.mjs').MemberRow} m */
  function enabled(m) {
    if (m.disabled_at !== null) throw new PlatformError(DISABLED);
    return m;
  }

  /** @param {string} raw */
  function requirePhone(raw) {
    if (!isPhone(raw)) throw new PlatformError('invalid phone number');
    return raw;
  }

  /**
   * A login, with the member's consent to the legal documents: `consent=1` records that they accepted
   * the current versions (the site asks with an unticked box and refuses without it; the provider's
   * app collects consent in its own screens, so the platform records rather than refuses). The answer
   * says whether the member's consent covers the current versions.
   * @param {import('../lib/members.mjs').MemberRow} m @param {Record<string, string>} p
   */
  const signIn = (m, p) => {
    const consent = pick(p, 'consent') === '1' ? legal.accept(m.id, 'phone') : legal.consentOf(m.id);
    return { ...loginAnswer(m, tokens.mintMemberPair(String(m.id), device(p)), tokens.ttlSeconds), ...consent };
  };

  // Binary: an <img> in real clients loads it directly, so it carries no token (lib/policy.mjs).
  svc.call(
    'member/getVerifyCode',
    (p, _req, reply) => {
      const subject = requireString(p, ['device', 'deviceId']);
      const code = members.issueCode('image', subject, newImageCode());
      reply.header('cache-control', 'no-store').type('image/svg+xml');
      return verifyImageSvg(code);
    },
    { methods: ['GET'], envelope: false },
  );

  svc.call(
    'member/sendSmsCode',
    (p, req) => {
      const phone = requirePhone(requireString(p, ['phone', 'mobile']));
      const dev = requireString(p, ['device', 'deviceId']);
      const { address } = guesserOf(req, p);
      /** @type {[import('../lib/attempts.mjs').Limit, string][]} */
      const imageGuesses = [
        [LIMITS.imagePerDevice, dev],
        [LIMITS.imagePerAddress, address],
      ];
      // Limits per phone and per device (docs/decisions/0024): a number is not flooded with codes, and a
      // device does not guess image codes or ask for codes to many numbers.
      const sending = /** @type {[import('../lib/attempts.mjs').Limit, string][]} */ ([
        [LIMITS.smsPerPhoneMinute, phone],
        [LIMITS.smsPerPhoneHour, phone],
        [LIMITS.smsPerDevice, dev],
      ]);
      attempts.check(imageGuesses);
      const verdict = members.useCode('image', dev, requireString(p, ['imageCode', 'verifyCode']));
      if (verdict !== 'ok') {
        if (verdict === 'wrong') attempts.count(imageGuesses);
        throw new PlatformError(verdict === 'wrong' ? 'image verify code incorrect' : 'image verify code expired');
      }
      attempts.check(sending);
      attempts.count(sending);
      const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
      members.issueCode('sms', phone, code);
      // Development stand-in for the SMS gateway: the log and GET /dev/sms/{phone} (faults mode).
      log(`[sms] code for ${phone}: ${code}`);
      return { sent: true, phone: maskPhone(phone), expiresIn: 300 };
    },
    { methods: ['POST'] },
  );

  // Signing in by SMS code registers the number on first use, as the real platform does.
  // Each code takes 5 guesses (lib/members.mjs); wrong codes also count per device and address.
  svc.call(
    'member/loginByCode',
    (p, req) => {
      const phone = requirePhone(requireString(p, ['phone', 'mobile']));
      const { device: dev, address } = guesserOf(req, p);
      /** @type {[import('../lib/attempts.mjs').Limit, string][]} */
      const guesses = [
        [LIMITS.smsCodePerDevice, dev],
        [LIMITS.smsCodePerAddress, address],
      ];
      attempts.check(guesses);
      const verdict = members.useCode('sms', phone, requireString(p, ['code', 'smsCode']));
      if (verdict !== 'ok') {
        if (verdict === 'wrong') attempts.count(guesses);
        throw new PlatformError(verdict === 'wrong' ? 'verification code incorrect' : 'verification code expired');
      }
      const member =
        members.byPhone(phone) ?? members.create({ phone, nickname: `${phone.slice(0, 3)}****${phone.slice(-4)}` });
      return signIn(enabled(member), p);
    },
    { methods: ['POST'] },
  );

  svc.call(
    'member/loginByPassword',
    (p, req) => {
      const phone = requirePhone(requireString(p, ['phone', 'mobile']));
      const password = requireString(p, ['password']);
      // Guessing (docs/decisions/0024): after 5 wrong passwords for a number in 15 minutes even the right one
      // waits, so 30 quick guesses cannot end in a login; a device is limited across numbers too.
      const guesses = /** @type {[import('../lib/attempts.mjs').Limit, string][]} */ ([
        [LIMITS.passwordPerPhone, phone],
        [LIMITS.passwordPerDevice, device(p)],
        [LIMITS.passwordPerAddress, guesserOf(req, p).address],
      ]);
      attempts.check(guesses);
      const member = members.byPhone(phone);
      // One message for both cases, so the answer does not tell which numbers are members.
      if (!member || !checkPassword(password, member.password_hash)) {
        attempts.count(guesses);
        throw new PlatformError('phone number or password incorrect');
      }
      attempts.clear(LIMITS.passwordPerPhone, phone);
      return signIn(enabled(member), p);
    },
    { methods: ['POST'] },
  );

  // Logging out ends the login on the platform (docs/decisions/0024): its access and refresh tokens are
  // refused from now on, whoever still holds them. `all=1` ends every login of the member
  // ("sign out everywhere"). Token-free (lib/policy.mjs): the refresh token is the credential,
  // so a member whose access token has run out can still end their session.
  svc.call(
    'member/logout',
    (p, req) => {
      const header = req.headers.token;
      const given = [Array.isArray(header) ? header[0] : header, pick(p, 'refreshToken')].filter(
        (t) => typeof t === 'string' && t !== '',
      );
      const rows = given.map((t) => tokens.valid(t, ['access', 'refresh'])).filter((row) => row !== null);
      if (p.all === '1' || p.all === 'true') {
        for (const userId of new Set(rows.map((row) => row.user_id))) tokens.endMember(userId);
      } else {
        for (const row of rows) tokens.endSession(row.token);
      }
      return { loggedOut: true };
    },
    { methods: ['POST'] },
  );

  svc.call('member/getUserInfo', (_p, req) => {
    const m = memberOf(req);
    return { ...memberProfile(m, members, urls), ...legal.consentOf(m.id) };
  });

  svc.call('invite/getInviteCode', (_p, req) => {
    const m = memberOf(req);
    return { code: m.invite_code, invitedCount: members.invitedCount(m.id), invited: m.invited_by !== null };
  });

  // docs/product.md §3, Invite: code, msg, member.
  svc.call(
    'invite/useInviteCode',
    (p, req) => {
      const m = memberOf(req);
      // Invite codes are six characters: wrong ones count per member and per address.
      /** @type {[import('../lib/attempts.mjs').Limit, string][]} */
      const guesses = [
        [LIMITS.invitePerMember, String(m.id)],
        [LIMITS.invitePerAddress, guesserOf(req, p).address],
      ];
      attempts.check(guesses);
      const result = members.useInvite(m, requireString(p, ['code', 'inviteCode']));
      if (!result.ok) {
        if (result.reason === 'invite code not found') attempts.count(guesses);
        throw new PlatformError(result.reason);
      }
      return {
        code: result.inviter.invite_code,
        msg: 'success',
        member: { uid: result.inviter.id, nickname: result.inviter.nickname },
      };
    },
    { methods: ['POST'] },
  );

  // Daily scores of the last `days` days (7 unless asked), today first.
  svc.call('myDayScoreSts', (p, req) => {
    const m = memberOf(req);
    const days = Math.min(Math.max(toInt(p.days, 7), 1), 31);
    // Noon of the site's today: a day's step back from it stays inside each earlier day.
    const today = localDayStart(Date.now()) + DAY_MS / 2;
    const since = localDayStart(today - (days - 1) * DAY_MS);
    /** @type {Map<string, number>} */
    const byDay = new Map();
    for (const r of members.scoreSince(m.id, since))
      byDay.set(dayOf(r.created_at), (byDay.get(dayOf(r.created_at)) ?? 0) + r.score);
    const list = Array.from({ length: days }, (_, i) => {
      const day = dayOf(today - i * DAY_MS);
      return { day, score: byDay.get(day) ?? 0 };
    });
    return { totalScore: members.scoreTotal(m.id), todayScore: byDay.get(dayOf(today)) ?? 0, list };
  });

  svc.call('myScoreList', (p, req) => {
    const m = memberOf(req);
    const page = pageOf(p);
    const list = members
      .scorePage(m.id, PAGE_SIZE, page * PAGE_SIZE)
      .map((r) => ({ id: r.id, score: r.score, reason: r.reason, created: r.created_at }));
    const totalCount = members.scoreCount(m.id);
    return { list, totalCount, hasMore: (page + 1) * PAGE_SIZE < totalCount };
  });
}
