/**
 * Members (docs/platform-api.md, "Members"): image code → SMS code → login, password login,
 * getUserInfo, invites, points, the weixin stand-in with getWxUserinfoByCode, and the md5-signed
 * SSO thirdLogin.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { makePlatform, dispose, request, call, postEncrypted, tokenFor, getAs } from './helpers.mjs';
import { DEMO_MEMBER, DEMO_INVITER } from '../seed/members.mjs';
import { ssoSign } from '../lib/sso-sign.mjs';

/** @type {import('fastify').FastifyInstance} */ let app;
/** @type {string} */ let dir;
before(async () => ({ app, dir } = await makePlatform({ faults: true, images: false })));
after(() => dispose(app, dir));

/** @param {string} name @param {Record<string, string>} form */
async function post(name, form) {
  return (await postEncrypted(app, name, form)).body;
}

async function passwordLogin(phone = DEMO_MEMBER.phone, password = DEMO_MEMBER.password) {
  return post('member/loginByPassword', { phone, password, device: 'dev-members' });
}

test('the image code is an SVG picture of paths, not text; readable only through the development endpoint', async () => {
  const img = await request(app, { url: '/app_if/member/getVerifyCode', query: { device: 'dev-img' } });
  assert.equal(img.http, 200);
  assert.match(String(img.headers['content-type']), /image\/svg\+xml/);
  const { code } = (await request(app, { url: '/dev/verify-code/dev-img' })).body;
  assert.match(code, /^[A-Z2-9]{4}$/);
  // The image code was once text in its SVG (docs/decisions/0024): the characters are drawn as
  // paths; nothing of the code is in the source.
  const svg = String(img.body);
  assert.doesNotMatch(svg, /<text|<tspan|font-family|<title|aria-label/);
  for (const ch of code) assert.ok(!svg.includes(`>${ch}<`), `no ${ch} as a text node`);
});

test('phone + SMS code: wrong image code refused, then SMS code logs in once', async () => {
  const phone = '13900000077';
  await request(app, { url: '/app_if/member/getVerifyCode', query: { device: 'dev-sms' } });
  const wrong = await post('member/sendSmsCode', { phone, imageCode: 'XXXX', device: 'dev-sms' });
  assert.equal(wrong.status, -1);
  const { code: imageCode } = (await request(app, { url: '/dev/verify-code/dev-sms' })).body;
  assert.equal((await post('member/sendSmsCode', { phone, imageCode, device: 'dev-sms' })).status, 0);
  // The image code is single-use.
  assert.equal(
    (await post('member/sendSmsCode', { phone, imageCode, device: 'dev-sms' })).message,
    'image verify code expired',
  );
  const { code } = (await request(app, { url: `/dev/sms/${phone}` })).body;
  assert.equal(
    (await post('member/loginByCode', { phone, code: '000000' === code ? '111111' : '000000', device: 'dev-sms' }))
      .status,
    -1,
  );
  const login = await post('member/loginByCode', { phone, code, device: 'dev-sms' });
  assert.equal(login.status, 0, login.message);
  assert.ok(login.data.accessToken && login.data.refreshToken && login.data.uid > 0);
  assert.equal(login.data.phone, '139****0077');
  assert.equal(
    (await post('member/loginByCode', { phone, code, device: 'dev-sms' })).status,
    -1,
    'an SMS code works once',
  );
});

test('password login, getUserInfo, daily scores and the score list', async () => {
  assert.equal(
    (await passwordLogin(DEMO_MEMBER.phone, 'wrong-password')).message,
    'phone number or password incorrect',
  );
  const { data } = await passwordLogin();
  const info = await getAs(app, 'member/getUserInfo', data.accessToken);
  assert.equal(info.status, 0);
  assert.equal(info.data.nickname, DEMO_MEMBER.nickname);
  assert.equal(info.data.inviteCode, DEMO_MEMBER.inviteCode);
  assert.ok(info.data.score >= 10);
  const days = (await getAs(app, 'myDayScoreSts', data.accessToken)).data;
  assert.equal(days.list.length, 7);
  assert.equal(days.todayScore, days.list[0].score);
  assert.ok(days.todayScore >= 7, 'the demo member has points today');
  const scores = (await getAs(app, 'myScoreList', data.accessToken, { page: 0 })).data;
  assert.equal(
    scores.list.reduce((/** @type {number} */ sum, /** @type {{score: number}} */ r) => sum + r.score, 0),
    info.data.score,
    'the list adds up to the total',
  );
  assert.ok(scores.list.length >= 9 && scores.list[0].created >= scores.list.at(-1).created);
  // An anonymous token is not a member.
  assert.equal((await getAs(app, 'member/getUserInfo', await tokenFor(app))).message, 'please log in');
});

test("invite codes: mine, using another member's once, never my own", async () => {
  const sms = await post('member/loginByPassword', {
    phone: DEMO_INVITER.phone,
    password: DEMO_INVITER.password,
    device: 'd',
  });
  const inviterToken = sms.data.accessToken;
  const mine = (await getAs(app, 'invite/getInviteCode', inviterToken)).data;
  assert.equal(mine.code, DEMO_INVITER.inviteCode);
  const { data } = await passwordLogin();
  const use = (/** @type {string} */ code) =>
    postEncrypted(app, 'invite/useInviteCode', { code }, { headers: { token: data.accessToken } });
  assert.equal((await use(DEMO_MEMBER.inviteCode)).body.message, 'cannot use your own invite code');
  assert.equal((await use('NOPE00')).body.message, 'invite code not found');
  const ok = (await use(DEMO_INVITER.inviteCode.toLowerCase())).body;
  assert.equal(ok.status, 0);
  assert.equal(ok.data.member.nickname, DEMO_INVITER.nickname);
  assert.equal((await use(DEMO_INVITER.inviteCode)).body.message, 'invite code already used');
  assert.equal((await getAs(app, 'invite/getInviteCode', inviterToken)).data.invitedCount, mine.invitedCount + 1);
});

/** SSO headers as the client builds them. @param {Record<string, string>} params @param {string} token */
function ssoHeaders(params, token) {
  const h = {
    devid: 'dev-sso',
    random: crypto.randomBytes(8).toString('hex'),
    timestamp: String(Date.now()),
    token,
    version: '1.0.0',
  };
  const names = Object.keys(params);
  return { ...h, 'program-params': names.join(','), 'program-sign': ssoSign(h, names, params) };
}

test('weixin stand-in → getWxUserinfoByCode (once) → signed thirdLogin', async () => {
  const state = 'opaque-state';
  const redirect = 'http://touch.test/wap/touch/api/member/weixinCallback';
  const auth = await request(app, {
    url: '/wx/connect/oauth2/authorize',
    query: {
      appid: 'wxdemo0000000001',
      redirect_uri: redirect,
      response_type: 'code',
      scope: 'snsapi_userinfo',
      state,
    },
  });
  assert.equal(auth.http, 302);
  const location = new URL(String(auth.headers.location));
  assert.equal(location.origin + location.pathname, redirect);
  assert.equal(location.searchParams.get('state'), state);
  const code = String(location.searchParams.get('code'));
  const user = await call(app, 'wx/getWxUserinfoByCode', { code });
  assert.ok(user.openid && user.unionid && user.nickname);
  assert.equal(
    (
      await request(app, {
        url: '/app_if/wx/getWxUserinfoByCode',
        query: { code },
        headers: { token: await tokenFor(app) },
      })
    ).body.status,
    -1,
  );
  assert.equal(
    (
      await request(app, {
        url: '/wx/connect/oauth2/authorize',
        query: { appid: 'other', redirect_uri: redirect, response_type: 'code', scope: 'snsapi_base' },
      })
    ).http,
    400,
  );

  // A silent (snsapi_base) authorization gives the openid only, as weixin does.
  const silent = await request(app, {
    url: '/wx/connect/oauth2/authorize',
    query: { appid: 'wxdemo0000000001', redirect_uri: redirect, response_type: 'code', scope: 'snsapi_base', state },
  });
  const base = await call(app, 'wx/getWxUserinfoByCode', {
    code: String(new URL(String(silent.headers.location)).searchParams.get('code')),
  });
  assert.equal(base.openid, user.openid);
  assert.equal(base.nickname, '');

  const params = {
    provider: 'tencent_wechat',
    oid: user.openid,
    nickname: user.nickname,
    devid: 'dev-sso',
    head: user.headimgurl,
    unionid: user.unionid,
  };
  const token = await tokenFor(app);
  const signed = await request(app, {
    method: 'POST',
    url: '/sso/thirdLogin',
    form: params,
    headers: ssoHeaders(params, token),
  });
  assert.equal(signed.body.code, 0, signed.body.msg);
  assert.ok(signed.body.value.token && signed.body.value.uid > 0 && signed.body.value.refreshToken);
  const again = await request(app, {
    method: 'POST',
    url: '/sso/oauthLogin',
    form: params,
    headers: ssoHeaders(params, token),
  });
  assert.equal(again.body.value.uid, signed.body.value.uid, 'the same openid is the same member');
  const tampered = { ...ssoHeaders(params, token) };
  const bad = await request(app, {
    method: 'POST',
    url: '/sso/thirdLogin',
    form: { ...params, oid: 'someone-else' },
    headers: tampered,
  });
  assert.equal(bad.body.code, 401);
  // A stale timestamp is refused even when correctly signed.
  const old = {
    devid: 'dev-sso',
    random: 'abcdefgh',
    timestamp: String(Date.now() - 10 * 60 * 1000),
    token,
    version: '1.0.0',
  };
  const names = Object.keys(params);
  const stale = await request(app, {
    method: 'POST',
    url: '/sso/thirdLogin',
    form: params,
    headers: { ...old, 'program-params': names.join(','), 'program-sign': ssoSign(old, names, params) },
  });
  assert.equal(stale.body.code, 401);
});
