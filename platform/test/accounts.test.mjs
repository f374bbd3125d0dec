/**
 * Media accounts, following and reporters (docs/platform-api.md, "Media accounts and reporters"):
 * account info and articles, the accounts clients must discard, the influence ranking, follow and
 * unfollow for a member, reporters, their articles until an empty page, and dynamics paged by 10.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { makePlatform, dispose, request, call, get, login, postAs } from './helpers.mjs';
import { DEMO_MEMBER } from '../seed/members.mjs';
import { DYNAMICS_OF_FIRST_REPORTER } from '../seed/accounts.mjs';

/** @type {import('fastify').FastifyInstance} */ let app;
/** @type {string} */ let dir;
before(async () => ({ app, dir } = await makePlatform({ images: false })));
after(() => dispose(app, dir));

const memberToken = () => login(app, DEMO_MEMBER, 'dev-accounts');

test('getXyInfo: a government account with its notice, followers and article count; unknown ids are an envelope error', async () => {
  const info = await call(app, 'getXyInfo', { id: 1 });
  assert.equal(info.name, '拉萨发布');
  assert.equal(info.xyStatus, 0);
  assert.ok(info.fansCount > 1000 && info.articleCount > 0 && info.bulletin.length > 0);
  assert.match(info.icon, /^http:\/\/platform\.test\/media\//);
  const missing = (await get(app, '/app_if/getXyInfo', { id: 9999 })).body;
  assert.equal(missing.status, -1);
});

test('accounts clients discard are answered as they are: banned 10, under review 11, closed 12', async () => {
  assert.equal((await call(app, 'getXyInfo', { id: 10 })).xyForbidden, 1);
  assert.equal((await call(app, 'getXyInfo', { id: 11 })).xyStatus, 1);
  assert.equal((await call(app, 'getXyInfo', { id: 12 })).xyStatus, 4);
});

test("getXyArticlesQuestion: the account's articles, 20 a page, newest first, all of that account", async () => {
  const first = await call(app, 'getXyArticlesQuestion', { id: 1, page: 0 });
  assert.ok(first.list.length > 0 && first.list.length <= 20);
  assert.ok(first.list.every((/** @type {any} */ a) => a.xyAccountID === 1));
  const times = first.list.map((/** @type {any} */ a) => a.publishtime);
  assert.deepEqual(times, [...times].sort().reverse());
  assert.equal(first.hasMore, first.totalCount > 20);
});

test('xyRank: by influence, more than the 20 clients show, discarded accounts included for the client to drop', async () => {
  const { list } = await call(app, 'xyRank', { type: 1 });
  assert.ok(list.length > 20);
  for (let i = 1; i < list.length; i++) assert.ok(list[i - 1].influence >= list[i].influence);
  assert.deepEqual(
    list.map((/** @type {any} */ a) => a.rank),
    list.map((/** @type {any} */ _a, /** @type {number} */ i) => i + 1),
  );
});

test('follow and unfollow: a member only; followers counted; state by getStatusXys; discarded accounts refused', async () => {
  const anonymous = (
    await request(app, { method: 'POST', url: '/app_if/topicSub', form: { id: 3, type: 4 }, headers: { token: 'x' } })
  ).body;
  assert.notEqual(anonymous.status, 0);
  const token = await memberToken();
  const before = (await call(app, 'getXyInfo', { id: 3 })).fansCount;
  const sub = await postAs(app, 'topicSub', token, { id: 3, type: 4 });
  assert.equal(sub.status, 0, sub.message);
  assert.deepEqual(sub.data, { isSub: 1, fansCount: before + 1 });
  assert.equal(
    (await postAs(app, 'topicSub', token, { id: 3, type: 4 })).data.fansCount,
    before + 1,
    'following twice counts once',
  );
  const status = (await request(app, { url: '/app_if/getStatusXys', query: { ids: '3,4' }, headers: { token } })).body;
  assert.deepEqual(status.data.list, [
    { xyID: 3, isSub: 1 },
    { xyID: 4, isSub: 0 },
  ]);
  const cancel = await postAs(app, 'topicSubCancel', token, { id: 3, type: 4 });
  assert.deepEqual(cancel.data, { isSub: 0, fansCount: before });
  for (const id of [10, 11, 12])
    assert.equal((await postAs(app, 'topicSub', token, { id, type: 4 })).message, 'xy account unavailable');
  assert.equal((await postAs(app, 'topicSub', token, { id: 3, type: 2 })).status, -1, 'only type 4 (accounts)');
});

test("hitXyBulletin counts the openings of an account's notice", async () => {
  const one = await postAs(app, 'hitXyBulletin', '', { id: 2 });
  const token = await memberToken();
  const first = await postAs(app, 'hitXyBulletin', token, { id: 2 });
  const second = await postAs(app, 'hitXyBulletin', token, { id: 2 });
  assert.equal(second.data.hits, first.data.hits + 1);
  assert.notEqual(one.status, 0, 'like every app_if call, a token is needed');
});

test('getCatXys: the government category holds more than a page, and pages', async () => {
  const page0 = await call(app, 'getCatXys', { id: 1, start: 0, count: 20 });
  const page1 = await call(app, 'getCatXys', { id: 1, start: 20, count: 20 });
  assert.equal(page0.xys.length, 20);
  assert.ok(page1.xys.length > 0 && page0.totalCount > 20);
});

test('authorInfo and reporterArticles: a reporter, their articles appended page by page until an empty page', async () => {
  const reporter = await call(app, 'authorInfo', { id: 1 });
  assert.equal(reporter.name, '扎西次仁');
  assert.ok(reporter.intro.length > 0 && reporter.articleCount > 0);
  const seen = new Set();
  for (let page = 0; ; page++) {
    const { list } = await call(app, 'reporterArticles', { id: 1, page, count: 10 });
    if (list.length === 0) break;
    for (const a of list) seen.add(a.fileId);
    assert.ok(page < 50, 'the pages end');
  }
  assert.equal(seen.size, reporter.articleCount);
  assert.equal((await get(app, '/app_if/authorInfo', { id: 999 })).body.status, -1);
});

test('dynamics: the reporter with more than 10 has a full first page, then the rest; one dynamic by id', async () => {
  const page0 = await call(app, 'dynamic/getDynamicList', { reporterId: 1, page: 0 });
  const page2 = await call(app, 'dynamic/getDynamicList', { reporterId: 1, page: 2 });
  assert.equal(page0.list.length, 10);
  assert.equal(page2.list.length, DYNAMICS_OF_FIRST_REPORTER - 20);
  const detail = await call(app, 'getDynamicDetail', { id: page0.list[0].id });
  assert.equal(detail.reporterName, '扎西次仁');
  assert.ok(detail.content.length > 5);
  const ofAccount = await call(app, 'getXyDynamic', { xyId: 1 });
  assert.ok(ofAccount.list.length > 0 && ofAccount.list.every((/** @type {any} */ d) => d.xyID === 1));
});

test('xyRank holds accounts clients must discard (so the ranking page proves it drops them); xyRankRules: the published rules', async () => {
  const { list } = await call(app, 'xyRank', { type: 1 });
  const discarded = list.filter((/** @type {any} */ a) => a.xyStatus === 1 || a.xyStatus === 4 || a.xyForbidden === 1);
  assert.ok(discarded.length > 0, 'the ranking holds a discarded account');
  assert.ok(
    discarded.some((/** @type {any} */ a) => a.rank <= 20),
    'one of them within the first 20',
  );
  const rules = await call(app, 'xyRankRules', {});
  assert.match(rules.title, /影响力/);
  assert.ok(rules.list.length >= 3 && rules.list.every((/** @type {any} */ r) => r.title && r.content));
  assert.match(rules.updateTime, /^\d{4}-\d{2}-\d{2} /);
});
