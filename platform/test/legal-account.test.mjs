/**
 * The legal documents and a member's own account (docs/decisions/0050): getProtocol in a language with
 * the binding Chinese as fallback; a login with consent=1 records the current versions; an editor's new
 * version makes that consent stale until member/consent; setPassword and cancel act only on an SMS
 * code of their own purpose; a cancelled member cannot sign in and their public page is gone.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { makePlatform, dispose, request, postEncrypted, call, get } from './helpers.mjs';
import { DEMO_INVITER } from '../seed/members.mjs';
import { CANCELLED_NAME } from '../lib/account-cancel.mjs';

/** @type {import('fastify').FastifyInstance & {platform?: any}} */ let app;
/** @type {string} */ let dir;

before(async () => {
  ({ app, dir } = await makePlatform({ faults: true, images: false }));
});
after(() => dispose(app, dir));

const protocol = (/** @type {Record<string, string>} */ query) => call(app, 'getProtocol', query);
/** @param {string} name @param {Record<string, string>} form @param {string} [token] */
const post = async (name, form, token) =>
  (await request(app, { method: 'POST', url: `/app_if/${name}`, form, headers: token ? { token } : {} })).body;
/** @param {string} phone */
const smsOf = async (phone, purpose = '') =>
  (await request(app, { url: `/dev/sms/${encodeURIComponent(purpose ? `${purpose}:${phone}` : phone)}` })).body.code;

/** Signs a fresh phone up by SMS code (the login SMS needs an image code first). */
/** @param {string} phone */
async function signUp(phone, consent = true) {
  const device = `dev-${phone}`;
  await request(app, { url: '/app_if/member/getVerifyCode', query: { device } });
  const image = (await request(app, { url: `/dev/verify-code/${device}` })).body.code;
  assert.equal((await postEncrypted(app, 'member/sendSmsCode', { phone, imageCode: image, device })).body.status, 0);
  const body = (
    await postEncrypted(app, 'member/loginByCode', {
      phone,
      code: await smsOf(phone),
      device,
      ...(consent ? { consent: '1' } : {}),
    })
  ).body;
  assert.equal(body.status, 0, body.message);
  return body.data;
}

const publish = (/** @type {string} */ type) =>
  app.inject({
    method: 'POST',
    url: `/editor/protocol/${type}`,
    headers: { authorization: 'Bearer dev-live-editor' },
    payload: { texts: [{ lang: 'cn', title: '隐私政策（修订）', content: '<p>第二版。</p>' }] },
  });

test('getProtocol answers a document in the asked language, else the binding Chinese, and refuses an unknown type', async () => {
  const en = await protocol({ type: 'agreement', lang: 'en' });
  assert.equal(en.lang, 'en');
  assert.match(en.content, /<h2>/);
  assert.equal(en.version, 1);
  const bo = await protocol({ type: 'privacy', lang: 'bo' });
  assert.equal(bo.lang, 'cn');
  assert.match(bo.title, /隐私政策/);
  assert.notEqual((await get(app, '/app_if/getProtocol', { type: 'cookies' })).body.status, 0);
});

test('a login with consent records the current versions; without it the platform records none', async () => {
  const without = await signUp('13700000001', false);
  assert.equal(without.consentCurrent, 0);
  assert.equal(without.agreementVersion, 0);
  const withConsent = await signUp('13700000002');
  assert.equal(withConsent.consentCurrent, 1);
  assert.equal(withConsent.agreementVersion, 1);
  assert.equal(withConsent.privacyVersion, 1);
});

test('a new version makes a member consent stale until they accept it again', async () => {
  const login = await signUp('13700000003');
  const answer = await publish('privacy');
  assert.equal(answer.statusCode, 200);
  assert.equal(answer.json().version, 2);
  assert.equal((await protocol({ type: 'privacy', lang: 'en' })).version, 2);
  const info = (await request(app, { url: '/app_if/member/getUserInfo', headers: { token: login.accessToken } })).body
    .data;
  assert.equal(info.consentCurrent, 0);
  assert.equal(info.privacyVersion, 1);
  assert.notEqual((await post('member/consent', {}, login.accessToken)).status, 0);
  const again = await post('member/consent', { consent: '1' }, login.accessToken);
  assert.equal(again.data.consentCurrent, 1);
  assert.equal(again.data.privacyVersion, 2);
});

test('setPassword needs the password SMS code, ends the other logins and the new password signs in', async () => {
  const phone = '13700000004';
  const first = await signUp(phone);
  assert.equal(
    (await post('member/sendAccountSmsCode', { type: 'password', device: 'd1' }, first.accessToken)).status,
    0,
  );
  // The cancel purpose's code does not exist; a login code does not work either.
  assert.equal(
    (await post('member/setPassword', { password: 'short', code: '000000' }, first.accessToken)).message,
    'password too weak',
  );
  const code = await smsOf(phone, 'password');
  const set = await post('member/setPassword', { password: 'plateau2026', code, device: 'd1' }, first.accessToken);
  assert.equal(set.status, 0, set.message);
  // The old token is refused, the answered one works.
  assert.notEqual(
    (await request(app, { url: '/app_if/member/getUserInfo', headers: { token: first.accessToken } })).body.status,
    0,
  );
  const info = (await request(app, { url: '/app_if/member/getUserInfo', headers: { token: set.data.accessToken } }))
    .body.data;
  assert.equal(info.hasPassword, 1);
  const byPassword = (
    await postEncrypted(app, 'member/loginByPassword', { phone, password: 'plateau2026', device: 'd2' })
  ).body;
  assert.equal(byPassword.status, 0, byPassword.message);
});

test('wrong account codes are limited per member: past the limit even the right code waits', async () => {
  const phone = '13700000005';
  const login = await signUp(phone);
  await post('member/sendAccountSmsCode', { type: 'cancel' }, login.accessToken);
  for (let i = 0; i < 10; i += 1)
    await post('member/cancel', { confirm: '1', code: `99999${i % 10}`, device: `g${i}` }, login.accessToken);
  const right = await post(
    'member/cancel',
    { confirm: '1', code: (await smsOf(phone, 'cancel')) ?? '', device: 'g-last' },
    login.accessToken,
  );
  assert.match(String(right.message), /too many attempts|expired/);
});

test('cancel needs confirm and the cancel code; afterwards no login, no public page, comments renamed', async () => {
  const phone = '13700000006';
  const login = await signUp(phone);
  const set = await post('member/sendAccountSmsCode', { type: 'password' }, login.accessToken);
  assert.equal(set.status, 0);
  const pw = await post(
    'member/setPassword',
    { password: 'leaving2026', code: await smsOf(phone, 'password') },
    login.accessToken,
  );
  const token = pw.data.accessToken;
  // A comment of theirs, to see what happens to it.
  const db = app.platform.ctx.db;
  db.prepare(
    `INSERT INTO discussions (source_type, object_id, member_id, user_id, user_name, user_icon, content, status, created_at)
    VALUES (0, 1, ?, ?, '将离开的读者', '', '再见', 'published', 0)`,
  ).run(login.uid, String(login.uid));
  assert.equal((await get(app, '/app_if/getUserHome', { id: String(login.uid) })).body.status, 0);
  assert.equal((await post('member/cancel', { code: '123456' }, token)).message, 'confirm required');
  // One code a minute per purpose: the password code just sent does not hold back the cancel code, a second cancel code waits.
  assert.equal((await post('member/sendAccountSmsCode', { type: 'cancel' }, token)).status, 0);
  assert.match(
    String((await post('member/sendAccountSmsCode', { type: 'cancel' }, token)).message),
    /too many attempts/,
  );
  const done = await post('member/cancel', { confirm: '1', code: await smsOf(phone, 'cancel') }, token);
  assert.equal(done.status, 0, done.message);
  assert.notEqual((await request(app, { url: '/app_if/member/getUserInfo', headers: { token } })).body.status, 0);
  assert.notEqual(
    (await postEncrypted(app, 'member/loginByPassword', { phone, password: 'leaving2026', device: 'd' })).body.status,
    0,
  );
  assert.notEqual((await get(app, '/app_if/getUserHome', { id: String(login.uid) })).body.status, 0);
  assert.equal(
    db.prepare('SELECT user_name FROM discussions WHERE member_id = ?').pluck().get(login.uid),
    CANCELLED_NAME,
  );
  assert.equal(db.prepare('SELECT phone FROM members WHERE id = ?').pluck().get(login.uid), null);
});

test('the demo inviter is untouched by the others', async () => {
  const body = (
    await postEncrypted(app, 'member/loginByPassword', {
      phone: DEMO_INVITER.phone,
      password: DEMO_INVITER.password,
      device: 'x',
    })
  ).body;
  assert.equal(body.status, 0);
});
