/**
 * event1 (docs/decisions/0032): points for reading and sharing, once per article a day per kind, a daily
 * limit per kind, members only; they show in myScoreList and myDayScoreSts.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { makePlatform, dispose, request, postEncrypted } from './helpers.mjs';
import { POINT_RULES } from '../routes/points.mjs';

/** @type {import('fastify').FastifyInstance} */ let app;
/** @type {string} */ let dir;
/** @type {string} */ let token;

before(async () => {
  ({ app, dir } = await makePlatform({ faults: true, images: false }));
  // A member of its own (SMS sign-up), so the demo member's seeded points stay as documented.
  const phone = '13911112222';
  await request(app, { url: '/app_if/member/getVerifyCode', query: { device: 'dev-points' } });
  const { code: imageCode } = (await request(app, { url: '/dev/verify-code/dev-points' })).body;
  assert.equal(
    (await postEncrypted(app, 'member/sendSmsCode', { phone, imageCode, device: 'dev-points' })).body.status,
    0,
  );
  const { code } = (await request(app, { url: `/dev/sms/${phone}` })).body;
  const login = (await postEncrypted(app, 'member/loginByCode', { phone, code, device: 'dev-points' })).body;
  assert.equal(login.status, 0, login.message);
  token = login.data.accessToken;
});
after(() => dispose(app, dir));

/** @param {Record<string, string | number>} form @param {string} [as] */
const event1 = async (form, as = token) => (await postEncrypted(app, 'event1', form, { headers: { token: as } })).body;
/** @param {string} name @param {Record<string, string | number>} [query] */
const mine = async (name, query = {}) =>
  (await request(app, { url: `/app_if/${name}`, query, headers: { token } })).body.data;

test('reading an article earns a point once a day; a share earns two', async () => {
  const before = await mine('myDayScoreSts');
  const read = await event1({ id: 1000, type: 0, eventType: 0, channel: 1 });
  assert.equal(read.status, 0, read.message);
  assert.deepEqual(
    { score: read.data.score, reason: read.data.reason, note: read.data.note },
    { score: 1, reason: 'read', note: '' },
  );
  assert.equal(read.data.todayScore, before.todayScore + 1);
  assert.equal(read.data.totalScore, before.totalScore + 1);

  const again = await event1({ id: 1000, type: 0, eventType: 0 });
  assert.deepEqual({ score: again.data.score, note: again.data.note }, { score: 0, note: 'already counted today' });

  const share = await event1({ id: 1000, type: 0, eventType: 2 });
  assert.deepEqual({ score: share.data.score, reason: share.data.reason }, { score: 2, reason: 'share' });

  const list = await mine('myScoreList', { page: 0 });
  assert.deepEqual(
    list.list.slice(0, 2).map((/** @type {{reason: string, score: number}} */ r) => [r.reason, r.score]),
    [
      ['share', 2],
      ['read', 1],
    ],
  );
  assert.equal((await mine('myDayScoreSts')).todayScore, before.todayScore + 3);
});

test('a day has a limit per kind: a flood earns nothing more', async () => {
  const { perDay, score } = /** @type {{perDay: number, score: number}} */ (POINT_RULES[0]);
  let earned = 0;
  // 1000 was read above; these are other articles, more of them than the limit.
  for (let i = 0; i < perDay + 5; i += 1) {
    const answer = await event1({ id: 1100 + i, eventType: 0 });
    assert.equal(answer.status, 0, `${1100 + i}: ${answer.message}`);
    earned += answer.data.score;
  }
  assert.equal(earned, (perDay - 1) * score, 'the first read of the day counted already');
  const limited = await event1({ id: 1000 + 115, eventType: 0 });
  assert.deepEqual({ score: limited.data.score, note: limited.data.note }, { score: 0, note: 'daily limit reached' });
});

test('members only, articles only, known kinds only', async () => {
  const anonymous = (await request(app, { url: '/app_if/getAnonymousToken', query: { device: 'dev-points-anon' } }))
    .body.data.token;
  assert.equal((await event1({ id: 1000, eventType: 0 }, anonymous)).message, 'please log in');
  assert.equal((await event1({ id: 99999999, eventType: 0 })).message, 'article not found');
  assert.equal((await event1({ id: 1011, eventType: 0 })).message, 'article not found', 'a preview earns nothing');
  assert.equal((await event1({ id: 1000, eventType: 1 })).message, 'unsupported eventType', 'likes earn nothing here');
  assert.equal((await event1({ id: 1000 })).message, 'eventType is required');
  assert.equal((await event1({ id: 1000, eventType: 0, type: 1 })).message, 'unsupported object type');
});
