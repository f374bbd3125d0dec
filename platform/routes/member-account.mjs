/**
 * A signed-in member's own account (docs/platform-api.md, "Members"): accepting the legal documents
 * again (member/consent), an SMS code to the member's own phone (member/sendAccountSmsCode), setting
 * or changing the password with it (member/setPassword), and cancelling the account (member/cancel).
 * The two last ones act only on a code sent to the phone on file for that purpose: a stolen session
 * alone cannot change the password or delete the account. A member without a phone (signed in by
 * weixin only) binds one first (member/sendAccountSmsCode type bind with the phone, member/bindPhone;
 * docs/decisions/0064): the code goes to the new phone, so its owner is who confirms it.
 */
import crypto from 'node:crypto';
import { PlatformError } from '../lib/envelope.mjs';
import { pick, requireString } from '../lib/params.mjs';
import { hashPassword, isPhone, maskPhone } from '../lib/members.mjs';
import { LIMITS, guesserOf } from '../lib/attempts.mjs';
import { loginAnswer } from './members.mjs';

/** What an account SMS code is for; the code of one purpose does nothing for the other. */
const PURPOSES = /** @type {const} */ (['password', 'cancel', 'bind']);
/** Passwords: 8 to 32 characters with at least one letter and one digit. */
export const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,32}$/;

/** @param {string} raw */
function requirePhone(raw) {
  if (!isPhone(raw)) throw new PlatformError('invalid phone number');
  return raw;
}

/** The key of a code to bind this phone to this member: nobody else's code, no other phone's. @param {number} memberId @param {string} phone */
const bindKey = (memberId, phone) => `bind:${memberId}:${phone}`;

/** @param {string | undefined} v @returns {'password' | 'cancel' | 'bind'} */
function purposeOf(v) {
  if (!PURPOSES.includes(/** @type {never} */ (v))) throw new PlatformError('type must be password, cancel or bind');
  return /** @type {'password' | 'cancel' | 'bind'} */ (v);
}

/**
 * @param {import('../lib/pipeline.mjs').Service} svc
 * @param {{tokens: import('../lib/tokens.mjs').TokenStore, members: import('../lib/members.mjs').MemberStore,
 *   attempts: import('../lib/attempts.mjs').AttemptStore, memberOf: import('../lib/member-of.mjs').MemberOf,
 *   legal: import('../lib/legal.mjs').LegalStore, cancelAccount: (memberId: number) => boolean,
 *   purgeSite: (tags: string[]) => Promise<boolean>, log: (msg: string) => void}} deps
 */
export default function registerMemberAccount(
  svc,
  { tokens, members, attempts, memberOf, legal, cancelAccount, purgeSite, log },
) {
  /** The member's phone, which every account action is confirmed on. @param {import('../lib/members.mjs').MemberRow} m */
  function phoneOf(m) {
    if (!m.phone) throw new PlatformError('no phone number on this account');
    return m.phone;
  }

  /**
   * Checks the SMS code of `purpose` (single use, 5 guesses a code); wrong codes count per member,
   * device and address, and past the limit even the right one waits.
   * @param {import('fastify').FastifyRequest} req @param {Record<string, string>} p
   * @param {import('../lib/members.mjs').MemberRow} m @param {'password' | 'cancel' | 'bind'} purpose
   * @param {string} [subject] the code's key when it is not the purpose and the phone on file (a phone to bind)
   */
  function useAccountCode(req, p, m, purpose, subject = `${purpose}:${phoneOf(m)}`) {
    const { device, address } = guesserOf(req, p);
    /** @type {[import('../lib/attempts.mjs').Limit, string][]} */
    const guesses = [
      [LIMITS.accountCodePerMember, String(m.id)],
      [LIMITS.smsCodePerDevice, device],
      [LIMITS.smsCodePerAddress, address],
    ];
    attempts.check(guesses);
    const verdict = members.useCode('sms', subject, requireString(p, ['code', 'smsCode']));
    if (verdict !== 'ok') {
      if (verdict === 'wrong') attempts.count(guesses);
      throw new PlatformError(verdict === 'wrong' ? 'verification code incorrect' : 'verification code expired');
    }
  }

  // The member accepts the current agreement and privacy policy again (after an editor raised a version).
  svc.call(
    'member/consent',
    (p, req) => {
      const m = memberOf.required(req);
      if (pick(p, 'consent') !== '1') throw new PlatformError('consent required');
      return legal.accept(m.id, 'account');
    },
    { methods: ['POST'] },
  );

  svc.call(
    'member/sendAccountSmsCode',
    (p, req) => {
      const m = memberOf.required(req);
      const purpose = purposeOf(pick(p, 'type'));
      if (purpose === 'bind' && m.phone) throw new PlatformError('phone already bound');
      // A code to bind goes to the phone given, for this member only; the others to the phone on file.
      const phone = purpose === 'bind' ? requirePhone(requireString(p, ['phone', 'mobile'])) : phoneOf(m);
      const key = purpose === 'bind' ? bindKey(m.id, phone) : `${purpose}:${phone}`;
      const { device } = guesserOf(req, p);
      // The limits of any SMS to this phone and from this device (docs/decisions/0024): five an hour to a
      // phone whatever the purpose; one a minute per purpose, so a member who just signed in by SMS can ask
      // for their password code at once.
      /** @type {[import('../lib/attempts.mjs').Limit, string][]} */
      const sending = [
        [LIMITS.smsPerPhoneMinute, `${purpose}:${phone}`],
        [LIMITS.smsPerPhoneHour, phone],
        [LIMITS.smsPerDevice, device],
      ];
      attempts.check(sending);
      attempts.count(sending);
      const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
      members.issueCode('sms', key, code);
      log(`[sms] ${purpose} code for ${phone}: ${code}`);
      return { sent: true, phone: maskPhone(phone), expiresIn: 300 };
    },
    { methods: ['POST'] },
  );

  // Sets or changes the password. Every other login of the member ends (a password change is what a
  // member does when they fear someone else signed in); this one goes on with the fresh pair answered.
  svc.call(
    'member/setPassword',
    (p, req) => {
      const m = memberOf.required(req);
      const password = requireString(p, ['password']);
      if (!PASSWORD_RULE.test(password)) throw new PlatformError('password too weak');
      useAccountCode(req, p, m, 'password');
      members.setPassword(m.id, hashPassword(password));
      tokens.endMember(String(m.id));
      const pair = tokens.mintMemberPair(String(m.id), String(pick(p, 'device', 'deviceId') ?? ''));
      return loginAnswer(m, pair, tokens.ttlSeconds);
    },
    { methods: ['POST'] },
  );

  // A phone onto an account that has none (a weixin-only member), with the code sent to that phone
  // for this member. A number another member holds is refused only after its code was right: the
  // answer tells whether a number is a member only to whoever receives that number's messages.
  svc.call(
    'member/bindPhone',
    (p, req) => {
      const m = memberOf.required(req);
      if (m.phone) throw new PlatformError('phone already bound');
      const phone = requirePhone(requireString(p, ['phone', 'mobile']));
      useAccountCode(req, p, m, 'bind', bindKey(m.id, phone));
      if (members.byPhone(phone)) throw new PlatformError('phone number in use');
      if (!members.bindPhone(m.id, phone)) throw new PlatformError('phone already bound');
      return { bound: true, phone: maskPhone(phone) };
    },
    { methods: ['POST'] },
  );

  // 注销: confirmed by its own SMS code and an explicit confirm=1. The member's every login ends,
  // their public page answers 'user not found', and the site drops its cached copy.
  svc.call(
    'member/cancel',
    async (p, req) => {
      const m = memberOf.required(req);
      if (pick(p, 'confirm') !== '1') throw new PlatformError('confirm required');
      useAccountCode(req, p, m, 'cancel');
      cancelAccount(m.id);
      tokens.endMember(String(m.id));
      await purgeSite([`member:${m.id}`]);
      return { cancelled: true };
    },
    { methods: ['POST'] },
  );
}
