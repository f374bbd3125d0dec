/**
 * The real dialects' writes (docs/reference-platform-dialects.md, "Members and writes"): each names
 * its member in the form as the gateway's forms do (CommentInfo, FavoriteInfo, TipoffInfo, VoteInfo,
 * ActivityInfo, TopicInfo of intergrate-dev/xy-wan-xzw), takes the real names and methods, and answers
 * as the live site's suite recorded (jiangbm/XFJ_FZ_API, fixtures/public/) or the sources write
 * (fixtures/public/reconstructed/). The designed dialect keeps its own calls.
 */
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { platformVariants, request, login } from './helpers.mjs';
import { sample, keyTypes, assertShape, assertListItem } from './public-samples.mjs';
import { DEMO_MEMBER, DEMO_INVITER } from '../seed/members.mjs';
import { FIXTURE_IDS as F } from '../seed/fixtures.mjs';
import { ACTIVITY_IDS, VOTE_IDS } from '../seed/activities.mjs';
import { NOT_YOURS } from '../lib/envelope.mjs';

const variants = platformVariants({ seedArticles: 60 });
/** @type {import('../app.mjs').PlatformApp} */
let g2;
/** @type {import('../app.mjs').PlatformApp} */
let g1;
/** @type {import('../app.mjs').PlatformApp} */
let designed;
/** The demo members' ids. */
let me = 0;
let other = 0;
before(async () => {
  g2 = /** @type {import('../app.mjs').PlatformApp} */ (await variants.start({ dialect: 'g2' }));
  g1 = /** @type {import('../app.mjs').PlatformApp} */ (await variants.start({ dialect: 'g1' }));
  designed = /** @type {import('../app.mjs').PlatformApp} */ (await variants.start({ dialect: 'designed' }));
  const id = (/** @type {string} */ phone) =>
    /** @type {{id: number}} */ (g2.platform.ctx.db.prepare('SELECT id FROM members WHERE phone = ?').get(phone)).id;
  me = id(DEMO_MEMBER.phone);
  other = id(DEMO_INVITER.phone);
});

/**
 * A member of this test's own, so comments stay under the limit of five a minute per member.
 * @param {string} nickname
 */
function newMember(nickname) {
  const code = `W${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
  return Number(
    g2.platform.ctx.db
      .prepare('INSERT INTO members (nickname, invite_code, created_at) VALUES (?, ?, ?)')
      .run(nickname, code, Date.now()).lastInsertRowid,
  );
}
const recorded = (/** @type {string} */ name) => sample(name).answer;
const reconstructed = (/** @type {string} */ name) => sample(`reconstructed/${name}`).keys;
/** A form POST as a real client sends it: no token, curVersions=1. */
const post = async (
  /** @type {import('fastify').FastifyInstance} */ app,
  /** @type {string} */ call,
  /** @type {Record<string, string|number>} */ form,
  headers = {},
) => (await request(app, { method: 'POST', url: `/app_if/${call}`, form: { curVersions: 1, ...form }, headers })).body;
/** A GET as a real client sends it. */
const get = async (
  /** @type {import('fastify').FastifyInstance} */ app,
  /** @type {string} */ call,
  /** @type {Record<string, string|number>} */ query,
  headers = {},
) => (await request(app, { url: `/app_if/${call}`, query: { curVersions: 1, ...query }, headers })).body;
const TRUE = { status: 0, message: 'success', data: { value: 'true' } };
const FALSE = { status: 0, message: 'success', data: { value: 'false' } };
/** The newest comment of a member on an article. @param {number} member */
const newestComment = (member) =>
  /** @type {{id: number, root_id: number | null, parent_id: number | null, channel: number, user_name: string}} */ (
    g2.platform.ctx.db.prepare('SELECT * FROM discussions WHERE member_id = ? ORDER BY id DESC LIMIT 1').get(member)
  );

test("discuss: the form names the member (no token), -1 is a top-level comment, the touch edition's channel 1 is kept; one write, one comment", async () => {
  const writer = newMember('拉萨读者');
  const count = () =>
    Number(g2.platform.ctx.db.prepare('SELECT COUNT(*) FROM discussions WHERE member_id = ?').pluck().get(writer));
  const answer = await post(g2, 'discuss', {
    rootID: F.news,
    content: '基层的报道很扎实',
    userID: writer,
    userName: '冒用的名字',
    parentID: -1,
    sourceType: 0,
    channel: 1,
    siteID: 1,
  });
  assert.deepEqual(answer, recorded('discuss.json'));
  assert.equal(count(), 1, 'the route ran once');
  const row = newestComment(writer);
  assert.equal(row.root_id, null, 'a top-level comment');
  assert.equal(row.channel, 1);
  assert.equal(row.user_name, '拉萨读者', "stored under the member's own name, not the form's userName");
  // The older gateway: true.
  assert.equal(
    await post(g1, 'discuss', { rootID: F.news, content: '再来一条评论', userID: writer, parentID: -1 }),
    true,
  );
  assert.equal(count(), 2);
});

test("a form naming nobody the platform has, or another member than the token, is refused; without userID the token's member acts", async () => {
  const refused = await post(g2, 'discuss', { rootID: F.news, content: '冒名的评论', userID: 987654 });
  assert.deepEqual(refused, { status: -1, message: 'member not found', data: {} });
  assert.equal(
    await post(g1, 'discuss', { rootID: F.news, content: '冒名的评论', userID: 987654 }),
    false,
    'g1 refuses with false',
  );
  const token = await login(designed, DEMO_MEMBER, 'writes-token');
  const mismatch = await post(g2, 'discuss', { rootID: F.news, content: '借别人的令牌', userID: other }, { token });
  assert.equal(mismatch.status, NOT_YOURS);
  assert.deepEqual(await post(g2, 'discuss', { rootID: F.news, content: '令牌里的读者' }, { token }), TRUE);
  assert.equal(
    /** @type {{content: string}} */ (
      g2.platform.ctx.db.prepare('SELECT content FROM discussions WHERE member_id = ? ORDER BY id DESC LIMIT 1').get(me)
    ).content,
    '令牌里的读者',
  );
  // Nobody at all: the route's own refusal.
  assert.deepEqual(await post(g2, 'discuss', { rootID: F.news, content: '谁也不是', userID: 0 }), {
    status: -1,
    message: 'please log in',
    data: {},
  });
});

test("delMyDiscuss (a GET): deleted, another's (inner status 1) and missing (inner status 2) answer as recorded", async () => {
  const me = newMember('删评论的读者');
  const other = newMember('另一位读者');
  await post(g2, 'discuss', { rootID: F.news, content: '这条要删掉', userID: me, parentID: -1 });
  const mine = newestComment(me).id;
  await post(g2, 'discuss', { rootID: F.news, content: '别人的评论', userID: other, parentID: -1 });
  const theirs = newestComment(other).id;

  const deleted = await get(g2, 'delMyDiscuss', { userID: me, fileId: mine, siteID: 1 });
  const model = recorded('delMyDiscuss.json');
  assert.deepEqual(keyTypes(deleted), keyTypes(model));
  assert.deepEqual(keyTypes(deleted.data.data), keyTypes(model.data.data));
  assert.deepEqual(deleted.data, { status: 0, message: model.data.message, data: { fileId: mine, userID: me } });

  const notYours = await get(g2, 'delMyDiscuss', { userID: me, fileId: theirs, siteID: 1 });
  assert.deepEqual(notYours, {
    ...recorded('delMyDiscuss-notYours.json'),
    data: { ...recorded('delMyDiscuss-notYours.json').data, data: { fileId: theirs, userID: me } },
  });
  const missing = await get(g2, 'delMyDiscuss', { userID: me, fileId: 123456, siteID: 1 });
  assert.deepEqual(missing, {
    ...recorded('delMyDiscuss-missing.json'),
    data: { ...recorded('delMyDiscuss-missing.json').data, data: { fileId: 123456, userID: me } },
  });
  // The other member's comment is still there.
  assert.equal(
    /** @type {{status: string}} */ (
      g2.platform.ctx.db.prepare('SELECT status FROM discussions WHERE id = ?').get(theirs)
    ).status,
    'published',
  );
});

test("discussDelete (userID, discussID): true; another's is refused", async () => {
  const me = newMember('第三位读者');
  const other = newMember('第四位读者');
  await post(g2, 'discuss', { rootID: F.news, content: '第二条要删的', userID: me, parentID: -1 });
  const mine = newestComment(me).id;
  assert.deepEqual(await get(g2, 'discussDelete', { userID: me, discussID: mine }), TRUE);
  await post(g1, 'discuss', { rootID: F.news, content: '别人的第二条', userID: other, parentID: -1 });
  assert.equal(await get(g1, 'discussDelete', { userID: me, discussID: newestComment(other).id }), false);
});

test('fav (a GET too), hasFav, favCancel and myFav: form calls; myFav answers the recorded item', async () => {
  const form = { articleID: F.news, siteID: 1, type: 0, userID: me, channel: 2 };
  assert.deepEqual(await get(g2, 'fav', form), recorded('fav.json'));
  assert.deepEqual(await get(g2, 'hasFav', form), TRUE);
  assert.equal(await get(g1, 'hasFav', form), true, 'g1: bare true');
  const list = await post(g2, 'myFav', { userID: me, siteID: 1, page: 0 });
  const model = recorded('myFav.json').data.list[0];
  const item = list.data.list.find((/** @type {{articleID: number}} */ f) => f.articleID === F.news);
  assert.ok(item, 'the collected article is listed');
  assertShape(item, keyTypes(model), { label: 'myFav item' });
  assertListItem(item.article, 'myFav item.article');
  assert.deepEqual(await post(g2, 'favCancel', form), TRUE);
  assert.deepEqual(await get(g2, 'hasFav', form), FALSE);
  assert.equal(await get(g1, 'hasFav', form), false);
  // The real form always collects; a designed client's isFav 0 removes, as its designed name is honoured.
  assert.deepEqual(await get(g2, 'fav', { ...form, isFav: 0 }), recorded('fav.json'));
  assert.deepEqual(await get(g2, 'hasFav', form), FALSE);
  assert.deepEqual(await get(g2, 'fav', { ...form, isFav: 1 }), recorded('fav.json'));
  assert.deepEqual(await get(g2, 'hasFav', form), TRUE);
  assert.deepEqual(await get(g2, 'fav', { ...form, isFav: 0 }), recorded('fav.json'));
  assert.deepEqual(await get(g2, 'hasFav', form), FALSE);
  const empty = await post(g2, 'myFav', { userID: other, siteID: 1, page: 0 });
  assert.deepEqual(empty, recorded('myFav-empty.json'), 'a member without a collection: the recorded empty list');
});

test("expose reports a comment (sourceType 0) or an article (sourceType 1) with the reader's words", async () => {
  const writer = newMember('被举报的读者');
  await post(g2, 'discuss', { rootID: F.news, content: '有问题的评论', userID: writer, parentID: -1 });
  const comment = newestComment(writer).id;
  assert.deepEqual(
    await post(g2, 'expose', {
      rootID: comment,
      userID: me,
      userName: 'x',
      sourceType: 0,
      type: 0,
      reason: '人身攻击',
    }),
    TRUE,
  );
  assert.deepEqual(
    await post(g2, 'expose', { rootID: F.news, userID: me, userName: 'x', sourceType: 1, type: 0, reason: '内容不实' }),
    TRUE,
  );
  const rows = /** @type {{object_type: number, object_id: number, content: string}[]} */ (
    g2.platform.ctx.db
      .prepare('SELECT object_type, object_id, content FROM reports WHERE member_id = ? ORDER BY id')
      .all(me)
  );
  assert.deepEqual(
    rows.map((r) => [r.object_type, r.object_id, r.content]),
    [
      [1, comment, '人身攻击'],
      [0, F.news, '内容不实'],
    ],
  );
});

test('tipoff names its member; myTipoff is a bare array and tipoffContent the detail, with the keys the CMS writes', async () => {
  assert.deepEqual(
    await post(g2, 'tipoff', {
      userID: me,
      userName: 'x',
      topic: '路灯坏了',
      content: '城东路口的路灯一周没亮',
      contactNo: '13800000001',
      siteID: 1,
    }),
    TRUE,
  );
  const list = await get(g2, 'myTipoff', { userID: me, page: 0, siteID: 1 });
  assert.ok(Array.isArray(list.data), 'a bare array as data');
  const keys = reconstructed('myTipoff.json');
  assertShape(list.data[0], keys.item, { label: 'myTipoff item' });
  assert.equal(list.data[0].title, '路灯坏了');
  const detail = await get(g2, 'tipoffContent', { docID: list.data[0].docID, siteID: 1, userID: me });
  assertShape(detail.data, keys.detail, { label: 'tipoffContent' });
  // Another member's tip-off is not theirs to read.
  const theirs = await get(g2, 'tipoffContent', { docID: list.data[0].docID, siteID: 1, userID: other });
  assert.equal(theirs.status, -1);
  // A picture address that is none of the member's uploads is refused.
  const foreign = await post(g2, 'tipoff', {
    userID: me,
    topic: 't',
    content: 'c',
    imgUrl: 'https://evil.example.com/a.jpg',
  });
  assert.equal(foreign.status, -1);
  assert.match(foreign.message, /unknown picture file/);
});

test('vote (voteID, voteResult "question:option") answers {result, failureInfo} as OtherApiManager.vote writes it', async () => {
  const options = /** @type {number[]} */ (
    g2.platform.ctx.db
      .prepare('SELECT id FROM vote_options WHERE vote_id = ? ORDER BY no LIMIT 1')
      .pluck()
      .all(VOTE_IDS.open)
  );
  const form = { voteID: VOTE_IDS.open, voteResult: `4101:${options[0]}`, userID: me, userName: 'x', siteID: 1 };
  const ok = await post(g2, 'vote', form);
  assertShape(ok.data, reconstructed('vote.json').vote, { label: 'vote' });
  assert.deepEqual(ok.data, { result: 'true', failureInfo: '' });
  // Three a day (the seeded rule): the fourth is refused in the real words.
  for (let i = 0; i < 2; i += 1) assert.equal((await post(g2, 'vote', form)).data.result, 'true');
  assert.deepEqual((await post(g2, 'vote', form)).data, { result: 'false', failureInfo: '您今天已经投过票了哦' });
  assert.deepEqual((await post(g2, 'vote', { ...form, voteID: VOTE_IDS.ended })).data, {
    result: 'false',
    failureInfo: '投票已结束！',
  });
});

test('topicSub names the member; saveActivity takes signForm as JSON text; event is a GET in the clear', async () => {
  const account = /** @type {number} */ (
    g2.platform.ctx.db
      .prepare('SELECT id FROM xy_accounts WHERE status = 0 AND forbidden = 0 ORDER BY id LIMIT 1')
      .pluck()
      .get()
  );
  assert.deepEqual(
    await post(g2, 'topicSub', { siteID: 1, id: account, type: 4, userID: me, device: 'writes-device' }),
    TRUE,
  );
  assert.ok(
    g2.platform.ctx.db.prepare('SELECT 1 FROM xy_follows WHERE member_id = ? AND xy_id = ?').get(me, account),
    'followed',
  );
  assert.deepEqual(await post(g2, 'topicSubCancel', { siteID: 1, id: account, type: 4, userID: me }), TRUE);

  const signed = await post(g2, 'saveActivity', {
    fileId: ACTIVITY_IDS.lastPlaces,
    userID: me,
    userName: 'x',
    siteId: 1,
    device: 'writes-device',
    signForm: JSON.stringify({ name: '卓玛', phone: '13622223333' }),
  });
  assert.deepEqual(signed, TRUE);
  assert.ok(
    g2.platform.ctx.db
      .prepare('SELECT 1 FROM activity_entries WHERE activity_id = ? AND member_id = ?')
      .get(ACTIVITY_IDS.lastPlaces, me),
  );
  assert.equal(
    (await post(g2, 'saveActivity', { fileId: ACTIVITY_IDS.ended, userID: me, signForm: '{}' })).status,
    -1,
    'an ended activity is refused',
  );

  // The platform's interface version is 3 (designed: writes come encrypted); the real event is a plain GET.
  assert.deepEqual(
    await get(g2, 'event', { id: F.news, type: 0, eventType: 1, siteID: 1, channel: 1, userID: me }),
    TRUE,
  );
  assert.equal(
    (await request(designed, { url: '/app_if/event', query: { id: F.news, type: 0, eventType: 1 } })).body.status,
    10111,
    'designed: a token first',
  );
});

test("myDiscuss (userID, page) lists the member's comments with the keys getMyDiscuss writes", async () => {
  const me = newMember('列表里的读者');
  await post(g2, 'discuss', { rootID: F.news, content: '我的评论列表', userID: me, parentID: -1 });
  const answer = await get(g2, 'myDiscuss', { userID: me, page: 0, siteID: 1 });
  const keys = reconstructed('myDiscuss.json');
  assertShape(answer.data, keys.answer, { label: 'myDiscuss' });
  assertShape(answer.data.list[0], keys.item, { label: 'myDiscuss item' });
  assert.equal(answer.data.list[0].content, '我的评论列表');
});

test('the designed dialect keeps its own calls: no favCancel, delMyDiscuss a POST with a token', async () => {
  assert.equal((await request(designed, { url: '/app_if/favCancel', query: { articleID: F.news } })).http, 404);
  assert.equal((await request(designed, { url: '/app_if/delMyDiscuss', query: { id: 1 } })).http, 404, 'no GET');
  const token = await login(designed, DEMO_MEMBER, 'writes-designed');
  const form = await request(designed, {
    method: 'POST',
    url: '/app_if/fav',
    form: { articleId: F.news, userID: other },
    headers: { token },
  });
  assert.equal(form.body.status, 0, "a designed form's userID is not read: the token's member collects");
  assert.ok(
    designed.platform.ctx.db.prepare('SELECT 1 FROM favorites WHERE member_id = ? AND article_id = ?').get(me, F.news),
  );
});
