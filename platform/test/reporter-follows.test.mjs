/**
 * Following a reporter (docs/decisions/0064): topicSub / topicSubCancel with type 5, the state of a
 * page of reporters (getStatusReporters) and the member's own list (mySubReporters), each only ever
 * the member's own; a cancelled account's follows go with it.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { makePlatform, dispose, postEncrypted, request } from './helpers.mjs';
import { DEMO_INVITER, DEMO_MEMBER } from '../seed/members.mjs';

/** @type {import('fastify').FastifyInstance} */ let app;
/** @type {string} */ let dir;
/** @type {string} */ let token;
/** @type {string} */ let otherToken;
before(async () => {
  ({ app, dir } = await makePlatform({ images: false }));
  const login = async (/** @type {{phone: string, password: string}} */ m) =>
    (
      await postEncrypted(app, 'member/loginByPassword', {
        phone: m.phone,
        password: m.password,
        device: 'dev-reporters',
      })
    ).body.data.accessToken;
  token = await login(DEMO_MEMBER);
  otherToken = await login(DEMO_INVITER);
});
after(() => dispose(app, dir));

/** @param {string} name @param {Record<string, string>} form @param {string} as */
const post = async (name, form, as) => (await postEncrypted(app, name, form, { headers: { token: as } })).body;
/** @param {string} name @param {Record<string, string|number>} query @param {string} as */
const get = async (name, query, as) =>
  (await request(app, { url: `/app_if/${name}`, query, headers: { token: as } })).body;
/** @param {string} as */
const statusOf = async (as) => (await get('getStatusReporters', { ids: '2,3' }, as)).data.list;

test('a reporter is followed and unfollowed with type 5; the state and my list follow, and no one else sees them', async () => {
  assert.deepEqual(await statusOf(token), [
    { reporterID: 2, isSub: 0 },
    { reporterID: 3, isSub: 0 },
  ]);
  const followed = await post('topicSub', { id: '3', type: '5' }, token);
  assert.equal(followed.status, 0, followed.message);
  assert.equal(followed.data.isSub, 1);
  assert.equal(followed.data.fansCount, 1);
  // Twice is still one follow.
  assert.equal((await post('topicSub', { id: '3', type: '5' }, token)).data.fansCount, 1);
  assert.deepEqual(await statusOf(token), [
    { reporterID: 2, isSub: 0 },
    { reporterID: 3, isSub: 1 },
  ]);
  assert.deepEqual(await statusOf(otherToken), [
    { reporterID: 2, isSub: 0 },
    { reporterID: 3, isSub: 0 },
  ]);

  const mine = (await get('mySubReporters', { page: 0 }, token)).data;
  assert.equal(mine.totalCount, 1);
  assert.equal(mine.hasMore, false);
  assert.equal(mine.list[0].reporterID, 3);
  assert.ok(mine.list[0].name.length > 0);
  assert.ok(mine.list[0].desk.length > 0);
  assert.match(mine.list[0].subTime, /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
  assert.equal((await get('mySubReporters', { page: 0 }, otherToken)).data.totalCount, 0);
  // The account follow is another list: a reporter is not a media account.
  assert.ok(
    !(await get('mySubXys', { page: 0 }, token)).data.list.some((/** @type {{xyID: number}} */ a) => a.xyID === 3),
  );

  const unfollowed = await post('topicSubCancel', { id: '3', type: '5' }, token);
  assert.equal(unfollowed.data.isSub, 0);
  assert.equal(unfollowed.data.fansCount, 0);
  assert.equal((await get('mySubReporters', { page: 0 }, token)).data.totalCount, 0);
});

test('a reporter the platform does not have, a missing token and an unknown type are refused', async () => {
  const missing = await post('topicSub', { id: '999', type: '5' }, token);
  assert.notEqual(missing.status, 0);
  assert.equal(missing.message, 'reporter not found');
  assert.notEqual((await post('topicSub', { id: '2', type: '6' }, token)).status, 0);
  const anonymous = await request(app, { url: '/app_if/getStatusReporters', query: { ids: '2' } });
  assert.notEqual(anonymous.body.status, 0);
  assert.notEqual((await get('mySubReporters', { page: 0 }, 'not-a-token')).status, 0);
});
