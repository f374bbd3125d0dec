/**
 * Public figures and regional leaders (docs/platform-api.md, "Figures and leaders"; migration 016):
 * a figure and the reports about them, paged; a withdrawn figure is not found; regions with their
 * leaders; a leader's answered messages paged by 10; a member's message pending (theirs only) until
 * an editor answers it.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { makePlatform, dispose, request, call, get, login } from './helpers.mjs';
import { DEMO_MEMBER } from '../seed/members.mjs';
import { FIGURES, REPORTS_OF_FIRST_FIGURE, WITHDRAWN_FIGURE } from '../seed/figures.mjs';
import { ANSWERED_OF_FIRST_LEADER, OTHERS_PENDING_TITLE } from '../seed/leaders.mjs';

const KEY = 'test-moderation-key';
/** @type {import('fastify').FastifyInstance} */ let app;
/** @type {string} */ let dir;
before(async () => ({ app, dir } = await makePlatform({ images: false, seedArticles: 400, moderationKey: KEY })));
after(() => dispose(app, dir));

/** @param {string} name @param {Record<string, string | number>} form @param {string} [token] */
async function post(name, form, token) {
  return (
    await request(app, {
      method: 'POST',
      url: `/app_if/${name}`,
      form,
      headers: { token: token ?? (await anonymous()) },
    })
  ).body;
}
async function anonymous() {
  return /** @type {string} */ (
    (await get(app, '/app_if/getAnonymousToken', { device: 'dev-leaders' })).body.data.token
  );
}
const memberToken = () => login(app, DEMO_MEMBER, 'dev-leaders');

test('figureList: every shown figure with their report count; the withdrawn one is not listed', async () => {
  const { list } = await call(app, 'figureList');
  assert.deepEqual(
    list.map((/** @type {{id: number}} */ f) => f.id),
    FIGURES.map((f) => f.id),
  );
  assert.ok(!list.some((/** @type {{id: number}} */ f) => f.id === WITHDRAWN_FIGURE.id));
  assert.equal(list[0].articleCount, REPORTS_OF_FIRST_FIGURE);
  assert.ok(list.every((/** @type {{name: string, photo: string}} */ f) => f.name && f.photo));
});

test('getFigureInfo and figureArticles: a figure, their reports newest first, 20 a page; a withdrawn or unknown one is not found', async () => {
  const figure = await call(app, 'getFigureInfo', { id: 1 });
  assert.equal(figure.name, '次仁拉姆');
  assert.equal(figure.articleCount, REPORTS_OF_FIRST_FIGURE);
  assert.match(figure.photo, /^http:\/\/platform\.test\/media\//);
  const first = await call(app, 'figureArticles', { id: 1, page: 0 });
  assert.equal(first.list.length, 20);
  assert.equal(first.hasMore, true);
  const times = first.list.map((/** @type {any} */ a) => a.publishtime);
  assert.deepEqual(times, [...times].sort().reverse());
  const last = await call(app, 'figureArticles', { id: 1, page: 2 });
  assert.equal(last.list.length, REPORTS_OF_FIRST_FIGURE - 40);
  assert.equal(last.hasMore, false);
  for (const id of [WITHDRAWN_FIGURE.id, 9999]) {
    assert.equal((await get(app, '/app_if/getFigureInfo', { id })).body.message, 'figure not found');
  }
});

test('regionleaderView (POST): the first top region by default, its districts and leaders; a district names its parent; unknown → region not found', async () => {
  const top = await post('regionleaderView', {});
  assert.equal(top.status, 0, top.message);
  assert.equal(top.data.region.name, '拉萨市');
  assert.deepEqual(
    top.data.topRegions.map((/** @type {any} */ r) => r.name),
    ['拉萨市', '林芝市', '日喀则市'],
  );
  assert.equal(top.data.children.length, 4);
  assert.equal(top.data.leaders[0].name, '张卫东');
  assert.equal(top.data.leaders[0].answeredCount, ANSWERED_OF_FIRST_LEADER);
  const district = await post('regionleaderView', { regionId: 2 });
  assert.equal(district.data.parent.name, '拉萨市');
  assert.equal((await post('regionleaderView', { regionId: 999 })).message, 'region not found');
});

test('leaderMessages: answered ones only, 10 a page; nobody else sees a pending message', async () => {
  const first = await post('leaderMessages', { leaderId: 1, page: 0 });
  assert.equal(first.data.list.length, 10);
  assert.equal(first.data.hasMore, true);
  assert.ok(first.data.list.every((/** @type {any} */ m) => m.status === 1 && m.answer && m.answerBy));
  const second = await post('leaderMessages', { leaderId: 1, page: 1 });
  assert.equal(second.data.list.length, ANSWERED_OF_FIRST_LEADER - 10);
  assert.ok(
    ![...first.data.list, ...second.data.list].some((/** @type {any} */ m) => m.title === OTHERS_PENDING_TITLE),
  );
  assert.equal((await post('leaderMessages', { leaderId: 999 })).message, 'leader not found');
});

test('leaderMessage: a member only; pending and theirs until an editor answers, then public', async () => {
  assert.equal(
    (await post('leaderMessage', { leaderId: 12, title: '建议', content: '内容' })).message,
    'please log in',
  );
  const token = await memberToken();
  assert.equal(
    (await post('leaderMessage', { leaderId: 12, title: ' ', content: '内容' }, token)).message,
    'title is required',
  );
  const sent = await post(
    'leaderMessage',
    { leaderId: 12, title: '希望开通城区到机场的夜班车', content: '晚上的航班落地后没有公共交通进城。' },
    token,
  );
  assert.equal(sent.status, 0, sent.message);
  assert.equal(sent.data.status, 0);
  const mine = await post('myLeaderMessages', {}, token);
  assert.equal(mine.data.list[0].title, '希望开通城区到机场的夜班车');
  assert.equal(mine.data.list[0].status, 0);
  assert.equal(mine.data.list[0].leaderName, '孙立新');
  assert.equal((await post('leaderMessages', { leaderId: 12 })).data.list.length, 0, 'pending: not public');

  const refused = await request(app, {
    method: 'POST',
    url: `/moderation/leaderMessages/${sent.data.id}/answer`,
    json: { answer: 'x' },
  });
  assert.equal(refused.http, 401);
  const pending = await request(app, {
    url: '/moderation/leaderMessages/pending',
    headers: { 'x-moderation-key': KEY },
  });
  assert.ok(pending.body.list.some((/** @type {any} */ m) => m.id === sent.data.id));
  const answered = await request(app, {
    method: 'POST',
    url: `/moderation/leaderMessages/${sent.data.id}/answer`,
    headers: { 'x-moderation-key': KEY },
    json: { answer: '市交通运输局已协调开通机场夜班专线。', answerBy: '日喀则市交通运输局' },
  });
  assert.equal(answered.http, 200);
  const list = (await post('leaderMessages', { leaderId: 12 })).data.list;
  assert.equal(list.length, 1);
  assert.equal(list[0].answerBy, '日喀则市交通运输局');
  assert.equal((await post('myLeaderMessages', {}, token)).data.list[0].status, 1);
});
