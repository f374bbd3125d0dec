/**
 * The real member services (docs/reference-platform-dialects.md, "The SSO service" and "AMUC"): the
 * SSO under /sso-app/api (intergrate-dev/sso-app-xzw; the 2020 suite's App_Sso of jiangbm/XFJ_FZ_API)
 * and AMUC under app_if/amuc/api (AMUCController of intergrate-dev/xy-wan-xzw; the adapters of
 * intergrate-dev/xy6.0-xzw; the recorded answers of the suite). Their answers are compared with the
 * recorded ones (fixtures/public/) and the keys the sources write (fixtures/public/reconstructed/).
 */
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { platformVariants, request } from './helpers.mjs';
import { sample, keyTypes, assertShape } from './public-samples.mjs';
import { ssoSign } from '../lib/sso-sign.mjs';
import { amucSign } from '../lib/dialect/amuc-sign.mjs';
import { DEMO_MEMBER, DEMO_INVITER } from '../seed/members.mjs';
import { VOTE_IDS } from '../seed/activities.mjs';
import { NOT_A_MEMBER } from '../routes/amuc.mjs';

const variants = platformVariants({ seedArticles: 20 });
/** @type {import('../app.mjs').PlatformApp} */
let g2;
/** @type {import('../app.mjs').PlatformApp} */
let g1;
/** @type {import('fastify').FastifyInstance} */
let designed;
before(async () => {
  g2 = /** @type {import('../app.mjs').PlatformApp} */ (await variants.start({ dialect: 'g2' }));
  g1 = /** @type {import('../app.mjs').PlatformApp} */ (await variants.start({ dialect: 'g1' }));
  designed = await variants.start({ dialect: 'designed' });
});

const md5 = (/** @type {string} */ s) => crypto.createHash('md5').update(s, 'utf8').digest('hex');
const b64 = (/** @type {string} */ s) => Buffer.from(s, 'utf8').toString('base64');
const recorded = (/** @type {string} */ name) => sample(name).answer;
const reconstructed = (/** @type {string} */ name) => sample(`reconstructed/${name}`).keys;

/**
 * An SSO call signed as the suite signs it (App_Sso/Sso_Common.robot): every form field named in
 * program-params, in order, and the secret from the five headers.
 * @param {import('fastify').FastifyInstance} app @param {string} call @param {Record<string, string>} form
 * @param {{token?: string, curVersions?: boolean, sign?: boolean}} [o]
 */
async function sso(app, call, form, { token = '', curVersions = true, sign = true } = {}) {
  const h = {
    devid: form.devid ?? 'sso-test',
    random: String(crypto.randomInt(1e9)),
    timestamp: String(Date.now()),
    token,
    version: '1.0.0',
  };
  const names = Object.keys(form);
  const params = curVersions ? { ...form, curVersions: '1' } : form;
  const headers = {
    ...h,
    'program-params': names.join(','),
    'program-sign': sign ? ssoSign(h, names, form) : 'x'.repeat(32),
  };
  return (await request(app, { method: 'POST', url: `/sso-app/api/${call}`, form: params, headers })).body;
}
/** The SMS code the platform holds for a phone (the development stand-in writes it to the log). @param {string} phone */
const smsCode = (/** @type {string} */ phone) =>
  /** @type {string} */ (
    g2.platform.ctx.db.prepare("SELECT code FROM verify_codes WHERE kind = 'sms' AND subject = ?").pluck().get(phone)
  );
const memberRow = (/** @type {number | string} */ id) =>
  /** @type {import('../db/rows.mjs').MemberRow} */ (
    g2.platform.ctx.db.prepare('SELECT * FROM members WHERE id = ?').get(Number(id))
  );
/** The value keys of a sign-in: the sources' (reconstructed/ssoLogin.json), phone and provider where there are. */
const LOGIN_EXTRAS = ['refreshToken', 'expiresIn'];

test("an SSO request signed otherwise than SignFilter checks is refused in the recorded failure's keys (g2), the error controller's (g1)", async () => {
  const refused = await sso(
    g2,
    'login',
    { phone: DEMO_MEMBER.phone, password: md5(DEMO_MEMBER.password), devid: 'sso-test' },
    { sign: false },
  );
  assert.deepEqual(Object.keys(refused).sort(), Object.keys(recorded('sso-error.json')).sort());
  assert.deepEqual(
    { code: refused.code, status: refused.status, value: refused.value, data: refused.data },
    { code: 0, status: -1, value: {}, data: {} },
  );
  const g1Refused = await sso(
    g1,
    'login',
    { phone: DEMO_MEMBER.phone, password: md5(DEMO_MEMBER.password), devid: 'sso-test' },
    { sign: false },
  );
  assertShape(g1Refused, reconstructed('ssoError.json').answer, { label: 'g1 SSO failure' });
  const unsigned = await request(g2, { method: 'POST', url: '/sso-app/api/login', form: { phone: DEMO_MEMBER.phone } });
  assert.equal(unsigned.body.error, '401 arguments are not enough');
});

test('login takes the password as md5 text; the value has the keys User.asMap and getuserid write, and a token the designed calls take', async () => {
  const answer = await sso(g2, 'login', {
    phone: DEMO_MEMBER.phone,
    password: md5(DEMO_MEMBER.password),
    devid: 'sso-login',
  });
  assert.equal(answer.status, 0, answer.message);
  assert.equal(answer.code, 1);
  assert.deepEqual(answer.data, answer.value, 'the 2020 envelope carries the value as data');
  const keys = reconstructed('ssoLogin.json');
  assertShape(answer.value, { ...keys.value, phone: 'string' }, { label: 'login value', extras: LOGIN_EXTRAS });
  assert.equal(answer.value.phone, DEMO_MEMBER.phone, "the member's own number, as LoginByPhone.robot reads it");
  const profile = await request(g2, { url: '/app_if/member/getUserInfo', headers: { token: answer.value.token } });
  assert.equal(profile.body.data.userid, Number(answer.value.uid));
  // The older SSO: the Result alone.
  const bare = await sso(
    g1,
    'login',
    { phone: DEMO_MEMBER.phone, password: md5(DEMO_MEMBER.password), devid: 'sso-login' },
    { curVersions: false },
  );
  assert.deepEqual(Object.keys(bare).sort(), Object.keys(keys.answer).sort());
});

test('a wrong password and an unknown number get one answer; the plain password is not the md5', async () => {
  const wrong = await sso(g2, 'login', { phone: DEMO_INVITER.phone, password: md5('not-it'), devid: 'sso-wrong' });
  const unknown = await sso(g2, 'login', { phone: '13912345678', password: md5('not-it'), devid: 'sso-wrong' });
  const plain = await sso(g2, 'login', {
    phone: DEMO_INVITER.phone,
    password: DEMO_INVITER.password,
    devid: 'sso-wrong',
  });
  for (const a of [wrong, unknown, plain])
    assert.deepEqual({ status: a.status, message: a.message }, { status: -1, message: '用户名或密码不正确' });
  const badPhone = await sso(g2, 'login', { phone: '12345678901', password: md5('x'), devid: 'sso-wrong' });
  assert.equal(
    badPhone.message,
    '手机号格式不正确',
    'status -1 for a number no phone has, as LoginByPhone.robot expects',
  );
});

test('sendCode, checkCode (the code stays), loginByPhone (it is used; a new number is a new member)', async () => {
  const phone = '13712340001';
  const sent = await sso(g2, 'sendCode', { type: 'phone', value: phone, useType: '2', devid: 'sso-sms' });
  assert.deepEqual(sent.value, { code: 'success', msg: '验证码已发送' });
  const again = await sso(g2, 'sendCode', { type: 'phone', value: phone, useType: '2', devid: 'sso-sms' });
  assert.equal(again.status, -1, 'a second code within the minute is refused');
  const registered = await sso(g2, 'sendCode', {
    type: 'phone',
    value: DEMO_MEMBER.phone,
    useType: '0',
    devid: 'sso-sms',
  });
  assert.deepEqual(registered.value, { code: 'fail', msg: '该号码已被注册！' });
  const code = smsCode(phone);
  assert.deepEqual(
    (
      await sso(g2, 'checkCode', {
        type: 'phone',
        value: phone,
        inputCode: '000000' === code ? '111111' : '000000',
        devid: 'sso-sms',
      })
    ).value.code,
    'fail',
  );
  assert.deepEqual(
    (await sso(g2, 'checkCode', { type: 'phone', value: phone, inputCode: code, devid: 'sso-sms' })).value,
    { code: 'success', msg: '验证码正确' },
  );
  const noCode = await sso(g2, 'loginByPhone', { devid: 'sso-sms', siteid: '1', phone });
  assert.equal(noCode.message, '验证码不能为空', 'no sign-in by a number alone');
  const signedIn = await sso(g2, 'loginByPhone', { devid: 'sso-sms', siteid: '1', phone, code });
  assert.equal(signedIn.status, 0, signedIn.message);
  assert.equal(signedIn.data.phone, phone);
  assert.equal(memberRow(signedIn.data.uid).phone, phone, 'a member now');
  const reused = await sso(g2, 'loginByPhone', { devid: 'sso-sms', siteid: '1', phone, code });
  assert.equal(reused.message, '验证码已失效', 'a code signs in once');
});

test('oauthLogin (weixin): the 2020 SSO takes the nickname in base64; a quote answers as recorded', async () => {
  const quoted = await sso(g2, 'oauthLogin', {
    provider: 'tencent_wechat',
    oid: 'o7jOUwwSR2ecmE_wXxsofN7cYbmY',
    nickname: '"tester~『测试』"',
    devid: '123456',
  });
  const model = recorded('sso-error.json');
  assert.deepEqual(Object.keys(quoted).sort(), Object.keys(model).sort());
  assert.equal(quoted.message, model.message, 'Illegal base64 character 22');
  const weixin = await sso(g2, 'oauthLogin', {
    provider: 'tencent_wechat',
    oid: 'o7jOUwwSR2ecmE_wXxsofN7cYbmY',
    nickname: b64('tester~『测试』'),
    devid: '123456',
  });
  assert.equal(weixin.status, 0, weixin.message);
  assert.equal(weixin.data.nickname, 'tester~『测试』', 'OauthLogin.robot reads the nickname back');
  assertShape(
    weixin.data,
    { ...reconstructed('ssoLogin.json').value, provider: 'string' },
    { label: 'oauthLogin value', extras: LOGIN_EXTRAS },
  );
  assert.equal(weixin.data.isOpen, 1);
  const again = await sso(g2, 'oauthLogin', {
    provider: 'tencent_wechat',
    oid: 'o7jOUwwSR2ecmE_wXxsofN7cYbmY',
    nickname: b64('另一个名字'),
    devid: '123456',
  });
  assert.equal(again.data.uid, weixin.data.uid, 'the same weixin member');
  assert.equal(
    (await sso(g2, 'oauthLogin', { provider: 'sina_weibo', oid: '5800732080', nickname: b64('x'), devid: '123456' }))
      .status,
    -1,
    'only weixin here',
  );
  // The older SSO's loginByOther takes the nickname as it is.
  const older = await sso(
    g1,
    'loginByOther',
    { provider: 'tencent_wechat', oid: 'o-older-weixin', nickname: '木秋', devid: 'sso-older' },
    { curVersions: false },
  );
  assert.equal(older.code, 1);
  assert.equal(older.value.nickname, '木秋');
});

test('logout ends the login of its token, only for its uid', async () => {
  const login = await sso(g2, 'login', {
    phone: DEMO_INVITER.phone,
    password: md5(DEMO_INVITER.password),
    devid: 'sso-out',
  });
  const { uid, token } = login.data;
  const wrongUid = await sso(g2, 'logout', { uid: String(Number(uid) + 1), devid: 'sso-out', token }, { token });
  assert.equal(wrongUid.message, '用户身份不合法');
  assert.equal((await sso(g2, 'logout', { uid, devid: 'sso-out', token }, { token })).status, 0);
  assert.equal(
    (await request(g2, { url: '/app_if/member/getUserInfo', headers: { token } })).body.status,
    10111,
    'the token is gone',
  );
  assert.equal((await sso(g2, 'logout', { uid, devid: 'sso-out', token }, { token })).message, '用户不存在或者已退出');
});

test("modify: the member's own token only; a nickname another member has answers code 2 (status -1, as Modify.robot expects)", async () => {
  const login = await sso(g2, 'login', {
    phone: DEMO_MEMBER.phone,
    password: md5(DEMO_MEMBER.password),
    devid: 'sso-modify',
  });
  const { uid, token } = login.data;
  const form = { uid, nickname: b64('测试abC'), sex: '1', birthday: '1990-10-01', address: '' };
  assert.equal((await sso(g2, 'modify', form)).message, '用户身份不合法', 'a bare uid changes nothing');
  assert.equal((await sso(g2, 'modify', form, { token })).status, 0);
  const row = memberRow(uid);
  assert.deepEqual([row.nickname, row.sex, row.birthday], ['测试abC', '1', '1990-10-01']);
  const taken = await sso(g2, 'modify', { ...form, nickname: b64(DEMO_INVITER.nickname) }, { token });
  assert.deepEqual({ code: taken.code, status: taken.status }, { code: 2, status: -1 });
  assert.equal(
    (await sso(g2, 'modify', { ...form, birthday: '1990/10/01' }, { token })).message,
    '出生日期格式不正确！',
  );
});

test('oauthBindPhone binds a code-proven number to a weixin member; cancel ends the account', async () => {
  const weixin = await sso(g2, 'oauthLogin', {
    provider: 'tencent_wechat',
    oid: 'o-bind-phone',
    nickname: b64('木秋'),
    devid: 'sso-bind',
  });
  const { uid, token } = weixin.data;
  const phone = '17855554444';
  await sso(g2, 'sendCode', { type: 'phone', value: phone, useType: '2', devid: 'sso-bind' });
  const bound = await sso(
    g2,
    'oauthBindPhone',
    { uid, newPhone: phone, code: smsCode(phone), devid: 'sso-bind' },
    { token },
  );
  assert.equal(bound.status, 0, bound.message);
  assert.equal(memberRow(uid).phone, phone);
  const other = await sso(g2, 'oauthLogin', {
    provider: 'tencent_wechat',
    oid: 'o-bind-phone-2',
    nickname: b64('第二个'),
    devid: 'sso-bind-2',
  });
  await new Promise((r) => {
    setTimeout(r, 10);
  });
  const taken = await sso(
    g2,
    'oauthBindPhone',
    { uid: other.data.uid, newPhone: DEMO_MEMBER.phone, code: '000000', devid: 'sso-bind-2' },
    { token: other.data.token },
  );
  assert.equal(taken.status, -1, 'a number bound elsewhere (OauthBindPhone.robot: status -1)');

  assert.equal((await sso(g2, 'cancel', { uid, siteid: '1' })).message, '用户身份不合法');
  assert.equal((await sso(g2, 'cancel', { uid, siteid: '1' }, { token })).status, 0);
  assert.notEqual(memberRow(uid).cancelled_at, null);
  assert.equal(memberRow(uid).phone, null, 'what identified the person is gone');
  assert.equal((await request(g2, { url: '/app_if/member/getUserInfo', headers: { token } })).body.status, 10111);
});

test('the designed platform has no /sso-app', async () => {
  assert.equal((await request(designed, { method: 'POST', url: '/sso-app/api/login', form: {} })).http, 404);
});

/* AMUC under app_if/amuc/api */

const amuc = async (
  /** @type {import('fastify').FastifyInstance} */ app,
  /** @type {string} */ call,
  /** @type {Record<string, string|number>} */ query,
  o = {},
) =>
  (await request(app, { method: 'POST', url: `/app_if/amuc/api/${call}`, form: { curVersions: 1, ...query }, ...o }))
    .body;
const demoId = () =>
  /** @type {number} */ (
    g2.platform.ctx.db.prepare('SELECT id FROM members WHERE phone = ?').pluck().get(DEMO_MEMBER.phone)
  );
const inviterId = () =>
  /** @type {number} */ (
    g2.platform.ctx.db.prepare('SELECT id FROM members WHERE invite_code = ?').pluck().get(DEMO_INVITER.inviteCode)
  );

test('member/score answers the points as text, or the recorded words for no member', async () => {
  const score = await amuc(g2, 'member/score', { id: demoId() });
  assert.deepEqual(keyTypes(score), keyTypes(recorded('score.json')));
  assert.match(score.data, /^\d+$/);
  assert.deepEqual(await amuc(g2, 'member/score', { id: 'qq' }), recorded('score-missing.json'));
  assert.equal(NOT_A_MEMBER, recorded('score-missing.json').data);
  assert.equal(
    typeof (await amuc(g1, 'member/score', { id: demoId() })),
    'number',
    "the older gateway passes AMUC's bare number on",
  );
});

test('event1: signed, scored by the rule, refused past it, as recorded; a wrong sign and no member as AMUC answers them', async () => {
  const member = String(demoId());
  const signed = (/** @type {string} */ eType) => {
    const time = String(Date.now());
    return { eType, member, time, sign: amucSign({ eType, member, time }), siteID: 1 };
  };
  const first = await amuc(g2, 'event/event1', signed('点击新闻'), { headers: { 'x-forwarded-for': '1' } });
  const model = recorded('event1.json');
  assertShape(first.data, keyTypes(model.data), { label: 'event1' });
  assert.deepEqual(first.data.result, model.data.result, 'the recorded rule and points');
  assert.match(first.data.eStartTime, /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);
  await amuc(g2, 'event/event1', signed('安装注册'));
  await new Promise((r) => {
    setTimeout(r, 2100);
  });
  const second = await amuc(g2, 'event/event1', signed('安装注册'));
  assert.deepEqual(second.data.result, recorded('event1-exceeded.json').data.result, 'once ever: refused as recorded');
  const stale = { ...signed('分享成功'), time: String(Date.now() - 120_000) };
  assert.deepEqual((await amuc(g2, 'event/event1', stale)).data, { code: '1000', result: '非法请求，超时!' });
  assert.deepEqual((await amuc(g2, 'event/event1', { ...signed('分享成功'), sign: 'f'.repeat(40) })).data, {
    code: '1000',
    result: '非法请求，签名错误！',
  });
  const time = String(Date.now());
  const nobody = await amuc(g2, 'event/event1', {
    eType: '点击新闻',
    member: '99999',
    time,
    sign: amucSign({ eType: '点击新闻', member: '99999', time }),
  });
  assert.deepEqual(nobody, recorded('amuc-missing-member.json'));
});

test("invite codes: getInviteCode, and codeImeiRecord's 1002, 1001 and 1003 in AMUC's words", async () => {
  const words = sample('reconstructed/inviteCode.json').words;
  const code = await amuc(g2, 'invitecode/getInviteCode', { uid: inviterId(), siteID: 1 });
  assert.deepEqual(code.data, { code: DEMO_INVITER.inviteCode, msg: words.found });
  assert.deepEqual((await amuc(g2, 'invitecode/getInviteCode', { uid: 9 })).data, {
    code: '0',
    msg: words.noMember.replace('{uid}', '9'),
  });
  const fresh = await sso(g2, 'oauthLogin', {
    provider: 'tencent_wechat',
    oid: 'o-invited',
    nickname: b64('新读者'),
    devid: 'sso-invite',
  });
  const uid = fresh.data.uid;
  assert.deepEqual(
    (await amuc(g2, 'invitecode/codeImeiRecord', { code: 'NOSUCH', uid, imei: 'imei-1', name: 'null', siteID: 1 }))
      .data,
    { code: '1003', msg: words.noCode },
  );
  const recordedUse = await amuc(g2, 'invitecode/codeImeiRecord', {
    code: DEMO_INVITER.inviteCode,
    uid,
    imei: 'imei-1',
    name: 'null',
    siteID: 1,
  });
  assertShape(recordedUse.data, reconstructed('inviteCode.json').recorded, { label: 'codeImeiRecord' });
  assert.deepEqual(recordedUse.data, { code: '1002', member: String(inviterId()), msg: words.recorded });
  const twice = await amuc(g2, 'invitecode/codeImeiRecord', {
    code: DEMO_INVITER.inviteCode,
    uid,
    imei: 'imei-2',
    name: 'null',
    siteID: 1,
  });
  assert.deepEqual(twice.data, { code: '1001', msg: words.memberInvited.replace('{inviter}', DEMO_INVITER.nickname) });
  const another = await sso(g2, 'oauthLogin', {
    provider: 'tencent_wechat',
    oid: 'o-invited-2',
    nickname: b64('又一位'),
    devid: 'sso-invite-2',
  });
  const sameDevice = await amuc(g2, 'invitecode/codeImeiRecord', {
    code: DEMO_INVITER.inviteCode,
    uid: another.data.uid,
    imei: 'imei-1',
    name: 'null',
    siteID: 1,
  });
  assert.deepEqual(sameDevice.data, {
    code: '1001',
    msg: words.deviceInvited.replace('{inviter}', DEMO_INVITER.nickname),
  });
  const own = await amuc(g2, 'invitecode/codeImeiRecord', {
    code: DEMO_INVITER.inviteCode,
    uid: inviterId(),
    imei: 'imei-3',
    name: 'null',
    siteID: 1,
  });
  assert.deepEqual(own.data, { code: '1001', msg: words.own });
});

test('getPortrait: a redirect to the picture, {url: "notexist"} for nobody (GetPortrait.robot)', async () => {
  const nobody = await request(g2, {
    url: '/app_if/amuc/api/member/getPortrait',
    query: { uid: 9999999999, curVersions: 1 },
  });
  assert.equal(nobody.body.data.url, 'notexist');
  const weixin = await sso(g2, 'oauthLogin', {
    provider: 'tencent_wechat',
    oid: 'o-portrait',
    nickname: b64('有头像'),
    head: 'https://thirdwx.qlogo.cn/mmopen/x/132',
    devid: 'sso-head',
  });
  const head = await request(g2, { url: '/app_if/amuc/api/member/getPortrait', query: { uid: weixin.data.uid } });
  assert.equal(head.http, 302);
  assert.equal(head.headers.location, 'https://thirdwx.qlogo.cn/mmopen/x/132');
});

test('AMUC votes: recordVoteCountAndLog signed by the member (errcode 1), recordAccessCount (errcode 1 "ok"); a wrong sign is code 1000', async () => {
  const option = /** @type {number} */ (
    g2.platform.ctx.db
      .prepare('SELECT id FROM vote_options WHERE vote_id = ? ORDER BY no DESC LIMIT 1')
      .pluck()
      .get(VOTE_IDS.open)
  );
  const time = String(Date.now());
  const userid = String(inviterId());
  const signedPart = {
    info: '',
    userid,
    vote_mode: '1',
    vote_optionid: String(option),
    vote_type: '0',
    voteid: String(VOTE_IDS.open),
  };
  const vote = await amuc(g2, 'vote/recordVote/recordVoteCountAndLog', {
    ...signedPart,
    time,
    sign: amucSign({ ...signedPart, time }),
  });
  assertShape(vote.data, reconstructed('vote.json').recordVoteCountAndLog, { label: 'recordVoteCountAndLog' });
  assert.deepEqual(vote.data, { errcode: 1, errmsg: '提交成功' });
  const wrong = await amuc(g2, 'vote/recordVote/recordVoteCountAndLog', { ...signedPart, time, sign: 'f'.repeat(40) });
  assert.deepEqual(wrong.data, { code: '1000', result: '非法请求，签名错误！' });
  const access = await amuc(g2, 'vote/recordVote/recordAccessCount', {
    voteid: VOTE_IDS.open,
    time,
    sign: amucSign({ voteid: String(VOTE_IDS.open), time }),
  });
  assert.deepEqual(access.data, { errcode: 1, errmsg: 'ok' });
});
