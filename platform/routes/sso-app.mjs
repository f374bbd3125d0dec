/**
 * The real SSO service under /sso-app/api/ (g1 and g2 only; lib/dialect/sso.mjs has its answers,
 * its signature and the public source of each call): sign-in by password (its md5 text), by SMS
 * code and through weixin, sign-out, the member's details, binding a phone, and cancelling the
 * account, all backed by the members the designed calls use. A signed-in member is answered our
 * own token pair: `token` is the access token every later call carries.
 *
 * Where the public record lets a bare id act on an account (modify, cancel, oauthBindPhone take
 * `uid`; loginByPhone shows no code), the reference platform asks more (docs/decisions/0082):
 * the member's own token for the calls on an account, and the SMS code for a sign-in or binding
 * by phone.
 */
import crypto from 'node:crypto';
import { paramsOf, pick } from '../lib/params.mjs';
import { PlatformError } from '../lib/envelope.mjs';
import { checkPasswordDigest } from '../lib/members.mjs';
import { LIMITS, guesserOf } from '../lib/attempts.mjs';
import { checkNickname, createNicknameTaken } from '../lib/nickname.mjs';
import { SsoRefusal, ssoFailure, ssoSignRefusal, ssoSuccess } from '../lib/dialect/sso.mjs';
import { headUrl } from './members.mjs';

/** Mainland mobile numbers as the SSO's ValidateUtil.CheckPhone takes them. */
const PHONE = /^1[3-9]\d{9}$/;
const BIRTHDAY = /^\d{4}-\d{2}-\d{2}$/;
/** The one provider this platform's members can sign in with (members.openid is weixin's). */
const WEIXIN = 'tencent_wechat';
/** The SSO's words (i18n/validation_zh_CN.properties of intergrate-dev/sso-app-xzw). */
const WORDS = {
  phoneFormat: '手机号格式不正确',
  nameOrPassword: '用户名或密码不正确',
  disabled: '用户被禁用',
  notExistOrQuit: '用户不存在或者已退出',
  illegal: '用户身份不合法',
  notExist: '用户不存在',
  oldUser: '老用户请改密码',
};

/** @param {unknown} v */
const header = (v) => (Array.isArray(v) ? String(v[0]) : v === undefined ? '' : String(v));

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{dialect: import('../lib/dialect/transport.mjs').DialectName, tokens: import('../lib/tokens.mjs').TokenStore,
 *   members: import('../lib/members.mjs').MemberStore, attempts: import('../lib/attempts.mjs').AttemptStore,
 *   db: import('better-sqlite3').Database, urls: import('../lib/urls.mjs').Urls, log: (msg: string) => void,
 *   cancelAccount: (memberId: number) => boolean, purgeSite: (tags: string[]) => Promise<boolean>}} deps
 */
export default function registerSsoApp(
  app,
  { dialect, tokens, members, attempts, db, urls, log, cancelAccount, purgeSite },
) {
  const nicknameTaken = createNicknameTaken(db);

  /**
   * The member's value as login answers it: User.asMap and getIdentities, the AMUC fields getuserid
   * adds, and the token; refreshToken and expiresIn are ours (the pair the designed calls renew).
   * @param {import('../lib/members.mjs').MemberRow} m @param {string} device @param {{provider?: string}} [o]
   */
  function signedIn(m, device, { provider } = {}) {
    const pair = tokens.mintMemberPair(String(m.id), device);
    return {
      uid: String(m.id),
      username: '',
      nickname: m.nickname,
      ...(m.phone ? { phone: m.phone } : {}),
      isOpen: provider ? 1 : 0,
      ...(provider ? { provider } : {}),
      userid: String(m.id),
      score: String(members.scoreTotal(m.id)),
      sex: m.sex,
      birthday: m.birthday,
      head: m.head ? headUrl(m.head, urls) : '',
      address: m.address,
      token: pair.accessToken,
      refreshToken: pair.refreshToken,
      expiresIn: tokens.ttlSeconds,
    };
  }

  /** @param {import('../lib/members.mjs').MemberRow | undefined} m */
  function enabled(m) {
    if (!m || m.cancelled_at !== null) throw new SsoRefusal(WORDS.notExist);
    if (m.disabled_at !== null) throw new SsoRefusal(WORDS.disabled);
    return m;
  }

  /** @param {string | undefined} raw */
  function phoneOf(raw) {
    const phone = (raw ?? '').trim();
    if (!PHONE.test(phone)) throw new SsoRefusal(WORDS.phoneFormat);
    return phone;
  }

  /**
   * The 2020 SSO takes nicknames as base64 text (its suite encodes them; a quote answered "Illegal
   * base64 character 22"); the older one as they are.
   * @param {string} raw
   */
  function nicknameOf(raw) {
    if (dialect !== 'g2') return raw;
    const bad = /[^A-Za-z0-9+/=]/.exec(raw);
    if (bad || raw.length % 4 !== 0) {
      const code = (bad?.[0] ?? '=').codePointAt(0) ?? 0;
      throw new SsoRefusal(`Illegal base64 character ${code.toString(16)}`, { type: 'process exception' });
    }
    return Buffer.from(raw, 'base64').toString('utf8');
  }

  /**
   * The member a call on an account is for, and only with their own token (the form's `token` or
   * the `token` header): a bare uid changes no account here.
   * @param {Record<string, string>} p @param {import('fastify').FastifyRequest} req
   */
  function owner(p, req) {
    const m = enabled(members.byId(Number(pick(p, 'uid') ?? 'x')));
    const given = [pick(p, 'token'), header(req.headers.token)].filter((t) => typeof t === 'string' && t !== '');
    const mine = given.some((t) => tokens.valid(t, ['access'])?.user_id === String(m.id));
    if (!mine) throw new SsoRefusal(WORDS.illegal);
    return m;
  }

  /**
   * The SMS code sent to a phone, used up by the sign-in or binding it proves.
   * @param {Record<string, string>} p @param {import('fastify').FastifyRequest} req @param {string} phone
   */
  function useSmsCode(p, req, phone) {
    const code = pick(p, 'code', 'inputCode', 'smsCode');
    if (!code) throw new SsoRefusal('验证码不能为空');
    const { address } = guesserOf(req, p);
    /** @type {[import('../lib/attempts.mjs').Limit, string][]} */
    const guesses = [
      [LIMITS.smsCodePerDevice, pick(p, 'devid') ?? ''],
      [LIMITS.smsCodePerAddress, address],
    ];
    attempts.check(guesses);
    const verdict = members.useCode('sms', phone, code);
    if (verdict === 'ok') return;
    if (verdict === 'wrong') attempts.count(guesses);
    throw new SsoRefusal(verdict === 'wrong' ? '验证码错误' : '验证码已失效');
  }

  /**
   * @param {string} name
   * @param {(p: Record<string, string>, req: import('fastify').FastifyRequest) => unknown} handler
   * @param {('GET'|'POST')[]} [methods]
   */
  function call(name, handler, methods = ['POST']) {
    app.route({
      method: methods,
      url: `/sso-app/api/${name}`,
      handler: async (req, reply) => {
        const p = paramsOf(req);
        const path = `/sso-app/api/${name}`;
        reply.type('application/json; charset=utf-8');
        const unsigned = ssoSignRefusal(req, p);
        if (unsigned) return ssoFailure(dialect, unsigned, path, p);
        try {
          return ssoSuccess(dialect, await handler(p, req), p);
        } catch (err) {
          // Limits and the like (lib/attempts.mjs) speak the platform's error; the SSO answers it as its own.
          if (err instanceof PlatformError) return ssoFailure(dialect, new SsoRefusal(err.message), path, p);
          if (err instanceof SsoRefusal) return ssoFailure(dialect, err, path, p);
          throw err;
        }
      },
    });
  }

  call('login', (p, req) => {
    const phone = phoneOf(pick(p, 'phone', 'username'));
    const device = pick(p, 'devid') ?? '';
    // Guessing (docs/decisions/0024): the designed sign-in's limits, per number, device and address.
    /** @type {[import('../lib/attempts.mjs').Limit, string][]} */
    const guesses = [
      [LIMITS.passwordPerPhone, phone],
      [LIMITS.passwordPerDevice, device],
      [LIMITS.passwordPerAddress, guesserOf(req, p).address],
    ];
    attempts.check(guesses);
    const m = members.byPhone(phone);
    const verdict = m ? checkPasswordDigest(pick(p, 'password') ?? '', m.password_hash) : 'wrong';
    if (verdict === 'old') throw new SsoRefusal(WORDS.oldUser);
    // One answer for an unknown number and a wrong password, so it does not tell who is a member.
    if (!m || verdict !== 'ok') {
      attempts.count(guesses);
      throw new SsoRefusal(WORDS.nameOrPassword);
    }
    attempts.clear(LIMITS.passwordPerPhone, phone);
    return signedIn(enabled(m), device);
  });

  // A code for a phone: useType 0 registers (a member's number is refused), 1 recovers a password
  // (a stranger's is refused), 2 signs in by code (either; designed here, as the source has no such use).
  call(
    'sendCode',
    (p, req) => {
      if (pick(p, 'type') !== 'phone') return { code: 'fail', msg: '只支持手机验证码' };
      const useType = pick(p, 'useType');
      const phone = (pick(p, 'value') ?? '').trim();
      if (!useType || !phone) return { code: 'fail', msg: '参数 useType、value、useType不能为空' };
      if (!PHONE.test(phone)) return { code: 'fail', msg: '手机号码格式不正确' };
      const known = members.byPhone(phone);
      if (useType === '0' && known) return { code: 'fail', msg: '该号码已被注册！' };
      if (useType === '1' && !known) return { code: 'fail', msg: '无法找回密码，该号码未注册！' };
      /** @type {[import('../lib/attempts.mjs').Limit, string][]} */
      const sending = [
        [LIMITS.smsPerPhoneMinute, phone],
        [LIMITS.smsPerPhoneHour, phone],
        [LIMITS.smsPerDevice, pick(p, 'devid') ?? guesserOf(req, p).address],
      ];
      attempts.check(sending);
      attempts.count(sending);
      const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
      members.issueCode('sms', phone, code);
      // Development stand-in for the SMS gateway: the log and GET /dev/sms/{phone} (faults mode).
      log(`[sms] code for ${phone}: ${code}`);
      return { code: 'success', msg: '验证码已发送' };
    },
    ['GET', 'POST'],
  );

  // Whether a code is right, leaving it for the sign-in that follows.
  call(
    'checkCode',
    (p, req) => {
      const phone = (pick(p, 'value') ?? '').trim();
      const guess = pick(p, 'inputCode') ?? '';
      if (!guess) return { code: 'fail', msg: '验证码不能为空' };
      /** @type {[import('../lib/attempts.mjs').Limit, string][]} */
      const guesses = [
        [LIMITS.smsCodePerDevice, pick(p, 'devid') ?? ''],
        [LIMITS.smsCodePerAddress, guesserOf(req, p).address],
      ];
      attempts.check(guesses);
      const verdict = members.matchCode('sms', phone, guess);
      if (verdict === 'wrong') attempts.count(guesses);
      if (verdict === 'ok') return { code: 'success', msg: '验证码正确' };
      return { code: 'fail', msg: verdict === 'wrong' ? '验证码错误' : '验证码已失效' };
    },
    ['GET', 'POST'],
  );

  // Quick sign-in by phone: the number's member, or a new one (as the designed loginByCode does).
  call('loginByPhone', (p, req) => {
    const phone = phoneOf(pick(p, 'phone'));
    useSmsCode(p, req, phone);
    const m =
      members.byPhone(phone) ?? members.create({ phone, nickname: `${phone.slice(0, 3)}****${phone.slice(-4)}` });
    return signedIn(enabled(m), pick(p, 'devid') ?? '');
  });

  const oauth = (/** @type {Record<string, string>} */ p) => {
    const provider = pick(p, 'provider') ?? '';
    const oid = pick(p, 'oid') ?? '';
    if (provider !== WEIXIN) throw new SsoRefusal('不支持的第三方登录');
    if (!oid) throw new SsoRefusal('参数：oid 不能为空');
    const nickname =
      nicknameOf(pick(p, 'nickname') ?? '')
        .trim()
        .slice(0, 32) || '微信用户';
    const m = members.byOpenid(oid) ?? members.create({ openid: oid, nickname, head: pick(p, 'head') ?? '' });
    return signedIn(enabled(m), pick(p, 'devid') ?? '', { provider });
  };
  call('oauthLogin', oauth);
  call('loginByOther', oauth);

  // Signing out ends the login the token belongs to, if it is the uid's.
  call('logout', (p, req) => {
    const token = pick(p, 'token') ?? header(req.headers.token);
    const row = tokens.valid(token, ['access']);
    if (!row) throw new SsoRefusal(WORDS.notExistOrQuit);
    if (row.user_id !== pick(p, 'uid')) throw new SsoRefusal(WORDS.illegal);
    tokens.endSession(token);
    return {};
  });

  call('modify', (p, req) => {
    const m = owner(p, req);
    const raw = nicknameOf(pick(p, 'nickname') ?? '').trim();
    if (Array.from(raw).length > 32) throw new SsoRefusal('昵称长度不能大于32');
    const checked = checkNickname(raw);
    if (!checked.ok) throw new SsoRefusal('修改失败！昵称不支持包含表情', { type: 'nickName format error' });
    const birthday = pick(p, 'birthday') ?? null;
    if (birthday && !BIRTHDAY.test(birthday))
      throw new SsoRefusal('出生日期格式不正确！', { type: 'date format error' });
    // AMUC refuses a nickname another member has; the SSO answers Result(2, its words).
    if (checked.nickname !== m.nickname && nicknameTaken(checked.nickname, m.id))
      throw new SsoRefusal('昵称已存在', { code: 2 });
    members.setDetails(m.id, {
      nickname: checked.nickname,
      sex: pick(p, 'sex') ?? null,
      birthday,
      address: pick(p, 'address') ?? null,
    });
    return {};
  });

  // 注销: every login of the member ends, the site drops its cached copy (as member/cancel does).
  call('cancel', async (p, req) => {
    const m = owner(p, req);
    cancelAccount(m.id);
    tokens.endMember(String(m.id));
    await purgeSite([`member:${m.id}`]);
    return {};
  });

  // A phone onto a weixin member's account, with the code sent to it.
  call('oauthBindPhone', (p, req) => {
    const m = owner(p, req);
    const phone = phoneOf(pick(p, 'newPhone', 'phone'));
    if (m.phone) throw new SsoRefusal('该账号已绑定手机号');
    useSmsCode(p, req, phone);
    if (members.byPhone(phone) || !members.bindPhone(m.id, phone)) throw new SsoRefusal('该手机号已被其他账号绑定');
    return { uid: String(m.id), phone };
  });
}
