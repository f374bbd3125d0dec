/**
 * A weixin-only member binds a phone (docs/decisions/0064): the code goes to the new phone and is
 * this member's only; a number another member holds is refused, and only after its right code; a
 * member with a phone cannot bind another. Once bound, the password and cancel codes of
 * docs/decisions/0050 go to it; and thirdLogin with consent=1 records the documents' versions.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { makePlatform, dispose, request, tokenFor } from './helpers.mjs';
import { DEMO_MEMBER } from '../seed/members.mjs';
import { ssoSign } from '../lib/sso-sign.mjs';

/** @type {import('fastify').FastifyInstance} */ let app;
/** @type {string} */ let dir;
before(async () => {
  ({ app, dir } = await makePlatform({ faults: true, images: false }));
});
after(() => dispose(app, dir));

/** @param {string} name @param {Record<string, string>} form @param {string} [token] */
const post = async (name, form, token) =>
  (await request(app, { method: 'POST', url: `/app_if/${name}`, form, headers: token ? { token } : {} })).body;
/** @param {string} key */
const codeOf = async (key) => (await request(app, { url: `/dev/sms/${encodeURIComponent(key)}` })).body.code;

/** A member who signed in by weixin only (the SSO thirdLogin), with or without consent. */
async function weixinMember(consent = false) {
  const oid = `oid-${crypto.randomBytes(6).toString('hex')}`;
  const params = {
    provider: 'tencent_wechat',
    oid,
    nickname: '微信读者',
    devid: 'dev-bind',
    head: '',
    unionid: '',
    ...(consent ? { consent: '1' } : {}),
  };
  const h = {
    devid: 'dev-bind',
    random: crypto.randomBytes(8).toString('hex'),
    timestamp: String(Date.now()),
    token: await tokenFor(app),
    version: '1.0.0',
  };
  const names = Object.keys(params);
  const answer = (
    await request(app, {
      method: 'POST',
      url: '/sso/thirdLogin',
      form: params,
      headers: { ...h, 'program-params': names.join(','), 'program-sign': ssoSign(h, names, params) },
    })
  ).body;
  assert.equal(answer.code, 0, answer.msg);
  return answer.value;
}

test('thirdLogin records the consent only when given consent=1', async () => {
  assert.equal((await weixinMember(true)).consentCurrent, 1);
  assert.equal((await weixinMember(false)).consentCurrent, 0);
});

test('a weixin-only member binds a fresh phone with its code, then the password code goes to it', async () => {
  const member = await weixinMember();
  const token = member.accessToken;
  // Without a phone, the account codes have nowhere to go.
  assert.equal(
    (await post('member/sendAccountSmsCode', { type: 'password' }, token)).message,
    'no phone number on this account',
  );
  const phone = `137${String(Date.now()).slice(-8)}`;
  assert.equal((await post('member/sendAccountSmsCode', { type: 'bind', phone }, token)).status, 0);
  const code = await codeOf(`bind:${member.uid}:${phone}`);
  assert.match(code, /^\d{6}$/);
  // Another member's code, or a wrong one, binds nothing.
  const other = await weixinMember();
  assert.notEqual((await post('member/bindPhone', { phone, code }, other.accessToken)).status, 0);
  assert.equal(
    (await post('member/bindPhone', { phone, code: code === '000000' ? '111111' : '000000' }, token)).message,
    'verification code incorrect',
  );

  const bound = await post('member/bindPhone', { phone, code }, token);
  assert.equal(bound.status, 0, bound.message);
  assert.equal(bound.data.phone, `${phone.slice(0, 3)}****${phone.slice(-4)}`);
  assert.equal((await post('member/bindPhone', { phone, code }, token)).message, 'phone already bound');
  assert.equal(
    (await post('member/sendAccountSmsCode', { type: 'bind', phone: '13900000000' }, token)).message,
    'phone already bound',
  );
  // The account's own codes now go to the bound phone.
  assert.equal((await post('member/sendAccountSmsCode', { type: 'password' }, token)).status, 0);
  assert.match(await codeOf(`password:${phone}`), /^\d{6}$/);
});

test('a number another member holds is refused, and only once its code was right', async () => {
  const member = await weixinMember();
  assert.equal(
    (await post('member/sendAccountSmsCode', { type: 'bind', phone: DEMO_MEMBER.phone }, member.accessToken)).status,
    0,
  );
  const code = await codeOf(`bind:${member.uid}:${DEMO_MEMBER.phone}`);
  assert.equal(
    (await post('member/bindPhone', { phone: DEMO_MEMBER.phone, code }, member.accessToken)).message,
    'phone number in use',
  );
  assert.equal(
    (await post('member/bindPhone', { phone: 'not-a-phone', code }, member.accessToken)).message,
    'invalid phone number',
  );
});
