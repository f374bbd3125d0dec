/**
 * The real SSO service's dialect (routes/sso-app.mjs answers under /sso-app/api/ in g1 and g2;
 * docs/reference-platform-dialects.md, "The SSO service"): its calls and their public sources,
 * its request signature, and its answers.
 *
 * - Success is `{code: 1, msg: "success", value}` (vo/Result.java of intergrate-dev/sso-app-xzw).
 * - A refusal thrown as a BusinessException reaches AppErrorController: `{code: 0, msg: <its type>,
 *   error: <its words>, path, timestamp, status: 500}`, HTTP 200. A refusal the call answers itself
 *   is `new Result(2, msg)`: `{code: 2, msg}` (modify, when AMUC refuses the nickname).
 * - The 2020 platform adds its envelope to both when `curVersions` is sent: the recorded failure of
 *   jiangbm/XFJ_FZ_API App_Sso/output.xml carries code, msg, value {}, status -1, message, data {},
 *   path, error and timestamp (fixtures/public/sso-error.json); its suite reads a success's `data`
 *   and `status` 0 (App_Sso/LoginByPhone.robot).
 * - Requests are signed as SignFilter.java checks them (lib/sso-sign.mjs), with a freshness window
 *   of our own (a replayed request is refused).
 */
import { wantsEnvelope } from './transport.mjs';
import { ssoSign, SSO_TIME_WINDOW_MS } from '../sso-sign.mjs';
import { sameText } from '../app-auth.mjs';

const SSO = 'intergrate-dev/sso-app-xzw src/main/java/com/founder/sso';
const XFJ = 'jiangbm/XFJ_FZ_API App_Sso';

/** The SSO calls the real dialects answer, each with its public source. @type {Record<string, string>} */
export const SSO_CALLS = {
  login: `${SSO}/controller/UserController.java (login: phone, password as md5 text, devid); ${SSO}/entity/User.java (asMap, getIdentities)`,
  loginByPhone: `${XFJ}/Sso_Common.robot (Login By Phone: devid, siteid, phone), LoginByPhone.robot (data.phone; status -1 for a bad number)`,
  sendCode: `${SSO}/controller/UserController.java (sendCode: type, value, useType; {code: "success"|"fail", msg} as value)`,
  checkCode: `${SSO}/controller/UserController.java (checkCode: type, value, inputCode)`,
  logout: `${SSO}/controller/UserController.java (logout: uid, devid, token); ${XFJ}/Logout.robot`,
  modify: `${SSO}/controller/UserController.java (modify: uid, nickname, sex, birthday, address); ${XFJ}/Modify.robot (a taken nickname: status -1)`,
  cancel: `${XFJ}/Sso_Common.robot (SSO Cancel Api: uid, siteid), Cancel.robot`,
  oauthBindPhone: `${XFJ}/Sso_Common.robot (Oauth Bind Phone: uid, newPhone, siteid), OauthBindPhone.robot (a number bound elsewhere: status -1)`,
  oauthLogin: `${XFJ}/Sso_Common.robot (SSO Oauth Login: provider, oid, nickname in base64, devid), OauthLogin.robot, output.xml (fixtures/public/sso-error.json)`,
  loginByOther: `${SSO}/controller/UserController.java (loginByOther: provider, oid, nickname, head, devid)`,
};

/** A refusal in the SSO's words. */
export class SsoRefusal extends Error {
  /**
   * @param {string} words what the reader is told
   * @param {{type?: string, code?: number}} [o] type: the exception's type (code 0, AppErrorController);
   *   code: a Result the call answers itself (2)
   */
  constructor(words, { type = 'user account exception', code = 0 } = {}) {
    super(words);
    this.name = 'SsoRefusal';
    this.type = type;
    this.code = code;
  }
}

/** @param {import('./transport.mjs').DialectName} dialect @param {unknown} value @param {Record<string, string>} p */
export function ssoSuccess(dialect, value, p) {
  const body = { code: 1, msg: 'success', value };
  return dialect === 'g2' && wantsEnvelope(p) ? { ...body, status: 0, message: 'success', data: value } : body;
}

/**
 * @param {import('./transport.mjs').DialectName} dialect @param {SsoRefusal} refusal
 * @param {string} path @param {Record<string, string>} p
 */
export function ssoFailure(dialect, refusal, path, p) {
  const envelope = dialect === 'g2' && wantsEnvelope(p);
  if (refusal.code !== 0) {
    const body = { code: refusal.code, msg: refusal.message };
    return envelope ? { ...body, value: {}, status: -1, message: refusal.message, data: {} } : body;
  }
  const base = { code: 0, msg: refusal.type };
  const detail = { path, error: refusal.message, timestamp: Date.now() };
  return envelope
    ? { ...base, value: {}, status: -1, message: refusal.message, data: {}, ...detail }
    : { ...base, ...detail, status: 500 };
}

/** @param {unknown} v */
const header = (v) => (Array.isArray(v) ? String(v[0]) : v === undefined ? null : String(v));
/** SignFilter's rule for program-params. */
const PARAM_NAMES = /^[a-zA-Z_]+(,[a-zA-Z_]+)*$/;
/** SignFilter refuses a timestamp before 2016-01-01. */
const EARLIEST = 1451577600000;

/**
 * Null when the request is signed as SignFilter checks it (and is fresh), else the refusal.
 * @param {import('fastify').FastifyRequest} req @param {Record<string, string>} params
 */
export function ssoSignRefusal(req, params) {
  const h = req.headers;
  const sign = header(h['program-sign']);
  const names = header(h['program-params']);
  const signed = {
    devid: header(h.devid),
    random: header(h.random),
    timestamp: header(h.timestamp),
    token: header(h.token),
    version: header(h.version),
  };
  const time = Number(signed.timestamp ?? '0');
  if (
    sign === null ||
    names === null ||
    !PARAM_NAMES.test(names) ||
    Object.values(signed).some((v) => v === null) ||
    !Number.isSafeInteger(time) ||
    time < EARLIEST
  ) {
    return new SsoRefusal('401 arguments are not enough', { type: 'process exception' });
  }
  const list = names.split(',');
  const fresh = Math.abs(Date.now() - time) <= SSO_TIME_WINDOW_MS;
  const complete = list.every((n) => params[n] !== undefined);
  const h5 = /** @type {{devid: string, random: string, timestamp: string, token: string, version: string}} */ (signed);
  if (!fresh || !complete || !sameText(sign, ssoSign(h5, list, params)))
    return new SsoRefusal('401 sign is not invalid.', { type: 'process exception' });
  return null;
}
