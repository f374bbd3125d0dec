/**
 * Sessions and limits on the platform (docs/decisions/0024): a login that ends (logout, sign out
 * everywhere, a disabled member) and limits on guessing passwords and flooding SMS codes.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { makePlatform, dispose, request, postEncrypted } from './helpers.mjs';
import { DEMO_MEMBER, DEMO_INVITER } from '../seed/members.mjs';

/** @type {import('fastify').FastifyInstance} */ let app;
/** @type {string} */ let dir;
before(async () => ({ app, dir } = await makePlatform({ faults: true, images: false })));
after(() => dispose(app, dir));

/** @param {string} name @param {Record<string, string>} form @param {Record<string, string>} [headers] */
async function post(name, form, headers = {}) {
  return (await postEncrypted(app, name, form, { headers })).body;
}
/** @param {string} token */
async function userInfo(token) {
  return (await request(app, { url: '/app_if/member/getUserInfo', headers: { token } })).body;
}
/** A token the platform refuses: the guard's 10111 or the member calls' 'please log in'. @param {{status: number, message: string}} answer */
function refused(answer) {
  assert.notEqual(answer.status, 0);
  assert.ok(['please log in', 'token expired'].includes(answer.message), answer.message);
}
/** @param {{phone: string, password: string}} m @param {string} device */
async function login(m, device) {
  const answer = await post('member/loginByPassword', { phone: m.phone, password: m.password, device });
  assert.equal(answer.status, 0, answer.message);
  return answer.data;
}

test('logout ends the login: its access token opens nothing, its refresh token refreshes nothing; other logins go on', async () => {
  const first = await login(DEMO_MEMBER, 'dev-logout-1');
  const second = await login(DEMO_MEMBER, 'dev-logout-2');
  assert.equal((await userInfo(first.accessToken)).status, 0);
  const out = await post(
    'member/logout',
    { refreshToken: first.refreshToken, device: 'dev-logout-1' },
    { token: first.accessToken },
  );
  assert.equal(out.status, 0, out.message);
  refused(await userInfo(first.accessToken));
  const refreshed = await post('refreshAccessToken', { refreshToken: first.refreshToken, device: 'dev-logout-1' });
  assert.equal(refreshed.status, 1004);
  assert.equal((await userInfo(second.accessToken)).status, 0, 'another device stays signed in');
});

test('a rotated pair is still the same login: logging out with the new tokens ends it', async () => {
  const first = await login(DEMO_MEMBER, 'dev-rotate');
  const rotated = (await post('refreshAccessToken', { refreshToken: first.refreshToken, device: 'dev-rotate' })).data;
  assert.ok(rotated.accessToken);
  // Only the refresh token (the access token may have run out): still ends the session.
  assert.equal((await post('member/logout', { refreshToken: rotated.refreshToken })).status, 0);
  refused(await userInfo(rotated.accessToken));
});

test('sign out everywhere ends every login of the member, and only theirs', async () => {
  const a = await login(DEMO_MEMBER, 'dev-all-1');
  const b = await login(DEMO_MEMBER, 'dev-all-2');
  const other = await login(DEMO_INVITER, 'dev-all-3');
  assert.equal((await post('member/logout', { refreshToken: a.refreshToken, all: '1' })).status, 0);
  refused(await userInfo(a.accessToken));
  refused(await userInfo(b.accessToken));
  assert.equal((await post('refreshAccessToken', { refreshToken: b.refreshToken, device: 'dev-all-2' })).status, 1004);
  assert.equal((await userInfo(other.accessToken)).status, 0);
});

test('a member the platform disables is signed out at once and cannot sign in until enabled', async () => {
  const session = await login(DEMO_INVITER, 'dev-disable');
  const disable = await request(app, {
    method: 'POST',
    url: '/__faults/member-disabled',
    json: { userId: session.uid },
  });
  assert.equal(disable.http, 200);
  refused(await userInfo(session.accessToken));
  assert.equal(
    (await post('refreshAccessToken', { refreshToken: session.refreshToken, device: 'dev-disable' })).status,
    1004,
  );
  assert.equal(
    (
      await post('member/loginByPassword', {
        phone: DEMO_INVITER.phone,
        password: DEMO_INVITER.password,
        device: 'dev-disable',
      })
    ).message,
    'account disabled',
  );
  await request(app, {
    method: 'POST',
    url: '/__faults/member-disabled',
    json: { userId: session.uid, disabled: false },
  });
  await login(DEMO_INVITER, 'dev-disable');
});

test('30 wrong passwords in a row, then the right one: refused with how long to wait', async () => {
  const phone = DEMO_MEMBER.phone;
  const answers = [];
  for (let i = 0; i < 30; i += 1) {
    // A new device each time: the limit is per phone, not per cookie an attacker can throw away.
    answers.push(
      (await post('member/loginByPassword', { phone, password: `guess-${i}`, device: `dev-guess-${i}` })).message,
    );
  }
  assert.equal(answers.filter((m) => m === 'phone number or password incorrect').length, 5);
  assert.match(answers[29], /^too many attempts, try again in \d+ minutes$/);
  const right = await post('member/loginByPassword', {
    phone,
    password: DEMO_MEMBER.password,
    device: 'dev-guess-right',
  });
  assert.notEqual(right.status, 0, 'the right password after a flood of guesses does not sign in');
  assert.equal(right.message, 'too many attempts, try again in 15 minutes');
});

test('SMS codes: one a minute per phone, and a device cannot flood many phones', async () => {
  /** @param {string} phone @param {string} device */
  async function send(phone, device) {
    await request(app, { url: '/app_if/member/getVerifyCode', query: { device } });
    const { code } = (await request(app, { url: `/dev/verify-code/${device}` })).body;
    return post('member/sendSmsCode', { phone, imageCode: code, device });
  }
  const phone = '13900000121';
  const results = [];
  for (let i = 0; i < 30; i += 1) results.push((await send(phone, `dev-sms-flood-${i}`)).message);
  assert.equal(results.filter((m) => m === 'success').length, 1, 'one code to one phone, however many devices ask');
  assert.match(results[1], /^too many attempts, try again in 1 minutes$/);

  const device = 'dev-sms-many-phones';
  const sent = [];
  for (let i = 0; i < 15; i += 1)
    sent.push((await send(`1390000020${String(i).padStart(1, '0')}`.slice(0, 11), device)).message);
  assert.equal(sent.filter((m) => m === 'success').length, 10);
  assert.match(sent[14], /^too many attempts/);
});

test('wrong image codes: 10 per device, then the device waits', async () => {
  const device = 'dev-image-guess';
  const messages = [];
  for (let i = 0; i < 12; i += 1) {
    await request(app, { url: '/app_if/member/getVerifyCode', query: { device } });
    messages.push((await post('member/sendSmsCode', { phone: '13900000131', imageCode: 'ZZZZ', device })).message);
  }
  assert.equal(messages.filter((m) => m === 'image verify code incorrect').length, 10);
  assert.match(messages[11], /^too many attempts/);
});
