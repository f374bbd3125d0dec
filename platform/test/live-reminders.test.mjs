/**
 * Live reminders (docs/platform-api.md, "Live reminders"; docs/decisions/0062): a member asks for a
 * coming live, the reminder is theirs alone and bounded, and the live going on air puts it in
 * their message centre, unread until they read it.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { makePlatform, dispose, postEncrypted, request } from './helpers.mjs';
import { DEMO_INVITER, DEMO_MEMBER } from '../seed/members.mjs';
import { FIXTURE_IDS } from '../seed/fixtures.mjs';
import { REMINDER_LIVE_ID } from '../seed/live.mjs';
import { MAX_PENDING_REMINDERS } from '../routes/live-reminders.mjs';
import { liveIdOf } from '../lib/dialect/live-ids.mjs';

/** @type {import('../app.mjs').PlatformApp} */ let app;
/** @type {string} */ let dir;
/** @type {string} */ let token;
/** @type {string} */ let otherToken;
before(async () => {
  ({ app, dir } = /** @type {any} */ (await makePlatform({ images: false })));
  const login = async (/** @type {{phone: string, password: string}} */ m) =>
    (await postEncrypted(app, 'member/loginByPassword', { phone: m.phone, password: m.password, device: 'dev-remind' }))
      .body.data.accessToken;
  token = await login(DEMO_MEMBER);
  otherToken = await login(DEMO_INVITER);
});
after(() => dispose(app, dir));

/** @param {string} name @param {Record<string, string>} form @param {string} as */
const post = async (name, form, as) => (await postEncrypted(app, name, form, { headers: { token: as } })).body;
/** @param {string} name @param {Record<string, string|number>} query @param {string} [as] */
const get = async (name, query, as) =>
  (await request(app, { url: `/app_if/${name}`, query, headers: as ? { token: as } : {} })).body;

test('a member is reminded of a coming live once, and only they see it; cancelling forgets it', async () => {
  const id = String(REMINDER_LIVE_ID);
  assert.notEqual((await get('liveRemindState', { id })).status, 0, 'a member call');
  const first = await post('liveRemind', { id }, token);
  assert.equal(first.status, 0, first.message);
  assert.deepEqual(first.data, { fileId: REMINDER_LIVE_ID, isRemind: 1, remindCount: 1 });
  assert.equal((await post('liveRemind', { id }, token)).data.remindCount, 1, 'asking twice is one reminder');
  assert.equal((await get('liveRemindState', { id }, token)).data.isRemind, 1);
  assert.equal((await get('liveRemindState', { id }, otherToken)).data.isRemind, 0);
  assert.equal((await post('liveRemindCancel', { id }, token)).data.isRemind, 0);
  assert.equal((await post('liveRemindCancel', { id }, token)).status, 0, 'nothing to forget is no error');
  assert.equal((await post('liveRemind', { id: String(FIXTURE_IDS.news) }, token)).message, 'live not found');
  assert.equal(
    (await post('liveRemind', { id: String(FIXTURE_IDS.liveReplay) }, token)).message,
    'live already started',
  );
});

test('a live named by its own id, as the real dialects name it (lib/dialect/live-ids.mjs), is the same live', async () => {
  const own = String(liveIdOf(REMINDER_LIVE_ID));
  const first = await post('liveRemind', { id: own }, otherToken);
  assert.equal(first.status, 0, first.message);
  assert.deepEqual(first.data, { fileId: Number(own), isRemind: 1, remindCount: 1 });
  assert.equal((await get('liveRemindState', { id: String(REMINDER_LIVE_ID) }, otherToken)).data.isRemind, 1);
  assert.equal((await post('liveRemindCancel', { id: own }, otherToken)).data.isRemind, 0);
  assert.equal(
    (await post('liveRemind', { id: String(liveIdOf(FIXTURE_IDS.news)) }, otherToken)).message,
    'live not found',
  );
});

test('the live going on air puts the reminder in the message centre, unread until read', async () => {
  const id = String(REMINDER_LIVE_ID);
  await post('readMyMessages', {}, token);
  assert.equal((await post('liveRemind', { id }, token)).status, 0);
  assert.equal((await get('myMessageCount', {}, token)).data.unreadCount, 0, 'nothing yet before it starts');
  assert.ok(app.platform.ctx.lives.setStatus(REMINDER_LIVE_ID, 1));
  assert.equal((await get('myMessageCount', {}, token)).data.unreadCount, 1);
  const message = (await get('myMessages', { page: 0 }, token)).data.list[0];
  assert.equal(message.type, 'live');
  assert.equal(message.objectID, REMINDER_LIVE_ID);
  assert.equal(message.isRead, 0);
  assert.match(message.title, /珠峰大本营/);
  assert.ok(
    !(await get('myMessages', { page: 0 }, otherToken)).data.list.some(
      (/** @type {{type: string}} */ m) => m.type === 'live',
    ),
  );
  assert.equal((await post('readMyMessages', {}, token)).data.unreadCount, 0);
  // Put back and on air again, it tells no one twice.
  app.platform.ctx.lives.setStatus(REMINDER_LIVE_ID, 0);
  app.platform.ctx.lives.setStatus(REMINDER_LIVE_ID, 1);
  assert.equal((await get('myMessageCount', {}, token)).data.unreadCount, 0);
  assert.equal((await post('liveRemind', { id }, otherToken)).message, 'live already started');
  app.platform.ctx.lives.setStatus(REMINDER_LIVE_ID, 0);
});

test(`a member holds at most ${MAX_PENDING_REMINDERS} waiting reminders`, async () => {
  const db = app.platform.ctx.db;
  const member = /** @type {number} */ (
    db.prepare('SELECT user_id FROM tokens WHERE token = ?').pluck().get(otherToken) ?? NaN
  );
  assert.ok(Number.isInteger(Number(member)), 'the token names its member');
  const add = db.prepare('INSERT INTO live_reminders (member_id, live_id, created_at) VALUES (?, ?, ?)');
  // Stand-ins for other lives: any article id will do for the count.
  const others = /** @type {number[]} */ (
    db.prepare('SELECT id FROM articles WHERE id <> ? LIMIT ?').pluck().all(REMINDER_LIVE_ID, MAX_PENDING_REMINDERS)
  );
  for (const other of others) add.run(Number(member), other, Date.now());
  assert.equal((await post('liveRemind', { id: String(REMINDER_LIVE_ID) }, otherToken)).message, 'too many reminders');
});
