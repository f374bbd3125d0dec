/**
 * The SSO (accounts) service under /sso: thirdLogin and its newer name oauthLogin. Requests are
 * md5-signed (lib/sso-sign.mjs) with the caller's anonymous token in the `token` header; answers
 * are the SSO dialect `{code, msg, value}` (code 0 success), not the app_if envelope.
 */
import { paramsOf } from '../lib/params.mjs';
import { sameText } from '../lib/app-auth.mjs';
import { SSO_TIME_WINDOW_MS, SSO_VERSION, ssoSign } from '../lib/sso-sign.mjs';
import { loginAnswer } from './members.mjs';

/** SSO answer codes. */
export const SSO_OK = 0;
export const SSO_SIGN_INVALID = 401;
export const SSO_BAD_REQUEST = 400;
const PROVIDERS = new Set(['tencent_wechat']);
/** Signed parameters a third-party login must cover, at least. */
const REQUIRED_SIGNED = ['provider', 'oid', 'devid'];

/** @param {unknown} v */
const header = (v) => (Array.isArray(v) ? String(v[0]) : v === undefined ? '' : String(v));

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{tokens: import('../lib/tokens.mjs').TokenStore, members: import('../lib/members.mjs').MemberStore,
 *   legal: import('../lib/legal.mjs').LegalStore}} deps
 */
export default function registerSso(app, { tokens, members, legal }) {
  /** @param {import('fastify').FastifyRequest} req */
  function verify(req) {
    const h = req.headers;
    const signed = {
      devid: header(h.devid),
      random: header(h.random),
      timestamp: header(h.timestamp),
      token: header(h.token),
      version: header(h.version),
    };
    const names = header(h['program-params'])
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    const params = paramsOf(req);
    const fresh =
      /^\d+$/.test(signed.timestamp) && Math.abs(Date.now() - Number(signed.timestamp)) <= SSO_TIME_WINDOW_MS;
    const ok =
      fresh &&
      signed.version === SSO_VERSION &&
      signed.random.length >= 8 &&
      tokens.valid(signed.token, ['anonymous', 'access']) !== null &&
      REQUIRED_SIGNED.every((n) => names.includes(n)) &&
      sameText(header(h['program-sign']), ssoSign(signed, names, params));
    return ok ? params : null;
  }

  /** @param {import('fastify').FastifyRequest} req */
  async function thirdLogin(req) {
    const p = verify(req);
    if (!p) return { code: SSO_SIGN_INVALID, msg: 'sign invalid', value: null };
    if (!PROVIDERS.has(p.provider ?? '') || !p.oid)
      return { code: SSO_BAD_REQUEST, msg: 'unsupported provider or missing oid', value: null };
    const member =
      members.byOpenid(p.oid) ??
      members.create({
        openid: p.oid,
        unionid: p.unionid ?? '',
        nickname: p.nickname || '微信用户',
        head: p.head ?? '',
      });
    if (member.disabled_at !== null) return { code: SSO_BAD_REQUEST, msg: 'account disabled', value: null };
    const pair = tokens.mintMemberPair(String(member.id), p.devid ?? '');
    // As the app_if logins: consent=1 records the current legal versions; the answer tells the state.
    const consent = p.consent === '1' ? legal.accept(member.id, 'weixin') : legal.consentOf(member.id);
    return { code: SSO_OK, msg: 'success', value: { ...loginAnswer(member, pair, tokens.ttlSeconds), ...consent } };
  }

  app.post('/sso/thirdLogin', thirdLogin);
  app.post('/sso/oauthLogin', thirdLogin);
}
