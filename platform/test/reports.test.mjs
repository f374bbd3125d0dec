/**
 * Reports (举报, docs/platform-api.md, "Reports"; docs/decisions/0052): a member reports a comment, a
 * circle post, a moment, a question or an article; the report waits in the moderation queue with its
 * reporter; an editor hides what was reported (the site is told which pages showed it) or dismisses
 * it; the limits per member, per device and per address hold, and a repeat is no new report.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import path from 'node:path';
import { makePlatform, dispose, request, tokenFor, call, login } from './helpers.mjs';
import { DEMO_MEMBER, DEMO_INVITER } from '../seed/members.mjs';
import { DEV_MODERATION_KEY } from '../options.mjs';
import { FIXTURE_IDS } from '../seed/fixtures.mjs';
import { openDatabase } from '../db/open.mjs';
import { createAttemptStore } from '../lib/attempts.mjs';
import { createReportStore, REPORT_LIMITS, REPORT_OBJECT } from '../lib/reports.mjs';

/** @type {import('fastify').FastifyInstance} */ let app;
/** @type {string} */ let dir;
/** @type {string} */ let alice;
/** @type {string} */ let bob;
/** The tags the site was told to drop, in order. @type {string[][]} */
const purged = [];
/** @type {http.Server} */ let site;

before(async () => {
  // A stand-in for the site's purge endpoint (server/main.mjs): it records what it is told.
  site = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      assert.equal(req.headers.authorization, 'Bearer purge-token-for-tests');
      purged.push(JSON.parse(body).tags);
      res.end('{}');
    });
  });
  await new Promise((resolve) => site.listen(0, '127.0.0.1', () => resolve(null)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (site.address());
  ({ app, dir } = await makePlatform({
    faults: true,
    images: false,
    sitePurgeUrl: `http://127.0.0.1:${port}/purge`,
    sitePurgeToken: 'purge-token-for-tests',
  }));
  alice = await login(app, DEMO_MEMBER, 'dev-report');
  bob = await login(app, DEMO_INVITER, 'dev-report');
});
after(async () => {
  await dispose(app, dir);
  site.close();
});

/** @param {string} token @param {Record<string, string | number>} form */
const report = async (token, form) =>
  (
    await request(app, {
      method: 'POST',
      url: '/app_if/report',
      form: { device: 'dev-report', ...form },
      headers: { token },
    })
  ).body;
const queue = async () =>
  (await request(app, { url: '/moderation/reports/pending', headers: { 'x-moderation-key': DEV_MODERATION_KEY } })).body
    .list;
/** @param {number} id @param {string} action */
const settle = async (id, action) =>
  request(app, {
    method: 'POST',
    url: `/moderation/reports/${id}`,
    json: { action },
    headers: { 'x-moderation-key': DEV_MODERATION_KEY },
  });

test('a comment reported with a reason and words reaches the queue with its reporter; a repeat answers the first report', async () => {
  const comment = (await call(app, 'discussView', { id: FIXTURE_IDS.news, page: 0, source: 0 })).list[0];
  const sent = await report(alice, { type: REPORT_OBJECT.comment, id: comment.id, reason: 2, content: '  人身攻击  ' });
  assert.equal(sent.status, 0, sent.message);
  assert.equal(sent.data.again, false);
  const again = await report(alice, { type: REPORT_OBJECT.comment, id: comment.id, reason: 1 });
  assert.deepEqual([again.data.id, again.data.again], [sent.data.id, true], 'one report per member and object');
  const row = (await queue()).find((/** @type {any} */ r) => r.id === sent.data.id);
  assert.ok(row, 'in the moderation queue');
  assert.deepEqual(
    [row.type, row.objectId, row.reason, row.content, row.status, row.device],
    [1, comment.id, 2, '人身攻击', 'open', 'dev-report'],
  );
  assert.ok(row.memberId > 0, 'the reporter is kept');
});

test('refusals: signed out, unknown type, no reason, other without words, unknown or unpublished object', async () => {
  const anonymous = await tokenFor(app);
  assert.equal((await report(anonymous, { type: 1, id: 1, reason: 1 })).message, 'please log in');
  assert.equal((await report(alice, { type: 5, id: 1, reason: 1 })).message, 'unsupported object type');
  assert.equal((await report(alice, { type: 0, id: FIXTURE_IDS.photoSet, reason: 0 })).message, 'reason is required');
  assert.equal((await report(alice, { type: 0, id: FIXTURE_IDS.photoSet, reason: 7 })).message, 'reason is required');
  assert.equal(
    (await report(alice, { type: 0, id: FIXTURE_IDS.photoSet, reason: 9, content: ' ' })).message,
    'please say what is wrong',
  );
  assert.equal((await report(alice, { type: 1, id: 99_999_999, reason: 1 })).message, 'comment not found');
  assert.equal((await report(alice, { type: 10, id: 99_999_999, reason: 1 })).message, 'post not found');
  assert.equal(
    (await report(alice, { type: 0, id: FIXTURE_IDS.preview, reason: 1 })).message,
    'article not found',
    'an unpublished article',
  );
  assert.notEqual(
    (await request(app, { url: '/app_if/report', query: { type: 0, id: 1000, reason: 1 }, headers: { token: alice } }))
      .body.status,
    0,
    'POST only',
  );
});

test('hiding a reported comment rejects it and tells the site its pages; a second editor action finds it settled', async () => {
  const comment = (await call(app, 'discussView', { id: FIXTURE_IDS.news, page: 0, source: 0 })).list[1];
  const sent = await report(bob, { type: 1, id: comment.id, reason: 1 });
  const countBefore = (await call(app, 'discussCount', { id: FIXTURE_IDS.news, type: 0 })).count;
  const res = await settle(sent.data.id, 'hide');
  assert.equal(res.http, 200);
  assert.equal(res.body.report.status, 'hidden');
  assert.equal(res.body.sitePurged, true);
  assert.ok(
    purged.at(-1)?.includes(`comments:0:${FIXTURE_IDS.news}`) && purged.at(-1)?.includes(`article:${FIXTURE_IDS.news}`),
    'the article page and its comment lists',
  );
  const ids = (await call(app, 'discussView', { id: FIXTURE_IDS.news, page: 0, source: 0 })).list.map(
    (/** @type {any} */ c) => c.id,
  );
  assert.ok(!ids.includes(comment.id), 'gone from the public list');
  assert.equal((await call(app, 'discussCount', { id: FIXTURE_IDS.news, type: 0 })).count, countBefore - 1);
  assert.ok(
    !(await queue()).some((/** @type {any} */ r) => r.objectId === comment.id && r.type === 1),
    'every report of it left the queue',
  );
  assert.equal(
    (await report(alice, { type: 1, id: comment.id, reason: 1 })).message,
    'comment not found',
    'a hidden comment cannot be reported',
  );
});

test('hiding a circle post and a moment takes them off their lists and pages; an article report can only be dismissed', async () => {
  const post = (await call(app, 'post-list', { circleId: 1, page: 0 })).list[0];
  const moment = (await call(app, 'moments/list', { page: 0 })).list[0];
  const postReport = await report(alice, { type: 10, id: post.id, reason: 3 });
  const momentReport = await report(alice, { type: 11, id: moment.id, reason: 5 });
  assert.equal((await settle(postReport.data.id, 'hide')).body.ok, true);
  assert.deepEqual(purged.at(-1)?.slice(0, 2), [`post:${post.id}`, `circle:${post.circle_id ?? post.circleId}`]);
  assert.equal((await settle(momentReport.data.id, 'hide')).body.ok, true);
  assert.deepEqual(purged.at(-1), ['route:friendsCircleDetail']);
  assert.equal(
    (await request(app, { url: '/app_if/post-detail', query: { id: post.id }, headers: { token: alice } })).body
      .message,
    'post not found',
  );
  assert.equal(
    (await request(app, { url: '/app_if/moments/detail', query: { id: moment.id }, headers: { token: alice } })).body
      .message,
    'moment not found',
  );
  assert.ok(
    !(await call(app, 'post-list', { circleId: 1, page: 0 })).list.some((/** @type {any} */ p) => p.id === post.id),
  );
  assert.ok(!(await call(app, 'moments/list', { page: 0 })).list.some((/** @type {any} */ m) => m.id === moment.id));

  const articleReport = await report(alice, { type: 0, id: FIXTURE_IDS.video, reason: 5 });
  assert.equal(
    (await settle(articleReport.data.id, 'hide')).http,
    400,
    'the newsroom takes articles down with its own tools',
  );
  const dismissed = await settle(articleReport.data.id, 'dismiss');
  assert.equal(dismissed.body.report.status, 'dismissed');
  assert.equal(
    (await call(app, 'getArticleContent', { articleId: FIXTURE_IDS.video })).fileId,
    FIXTURE_IDS.video,
    'still published',
  );
  assert.equal((await settle(999_999, 'hide')).http, 404);
  assert.equal((await settle(articleReport.data.id, 'delete')).http, 400);
  assert.equal(
    (await request(app, { url: '/moderation/reports/pending' })).http,
    401,
    'the queue needs the moderation key',
  );
});

test('hiding a reported question (declined: its asker alone reads it) takes it off its public page and topic', async () => {
  const question = (await call(app, 'questionList', { id: 1, page: 0 })).list[0];
  const sent = await report(alice, { type: 9, id: question.id, reason: 4 });
  assert.equal(sent.status, 0, sent.message);
  const res = await settle(sent.data.id, 'hide');
  assert.equal(res.body.report.status, 'hidden');
  assert.ok(
    purged.at(-1)?.includes(`question:${question.id}`) && purged.at(-1)?.includes('topic:1'),
    'its page and its topic',
  );
  assert.equal(
    (
      await request(app, {
        url: '/app_if/questionDetail',
        query: { id: question.id },
        headers: { token: await tokenFor(app) },
      })
    ).body.message,
    'question not found',
  );
  assert.ok(
    !(await call(app, 'questionList', { id: 1, page: 0 })).list.some((/** @type {any} */ q) => q.id === question.id),
  );
});

test('the real limit per member: the 21st report within an hour is refused', async () => {
  /** @type {number[]} */ const found = [];
  for (const columnId of [1, 2, 3, 4])
    found.push(...(await call(app, 'getArticles', { columnId, page: 0 })).list.map((/** @type {any} */ a) => a.fileId));
  const ids = [...new Set(found)].filter((id) => id !== FIXTURE_IDS.video).slice(0, REPORT_LIMITS.perMember.limit + 1);
  assert.equal(ids.length, REPORT_LIMITS.perMember.limit + 1, 'enough articles to report');
  // bob has made one report so far (the comment above).
  const answers = [];
  for (const id of ids) answers.push(await report(bob, { type: 0, id, reason: 1, device: `dev-${id}` }));
  const refused = answers.filter((a) => a.status !== 0);
  assert.equal(refused.length, 2, "bob's 21st and 22nd reports");
  assert.match(refused[0].message, /^too many attempts, try again in \d+ minutes$/);
});

test('limits per member, per device and per address, with a clock; a repeat is not counted', () => {
  // The store itself, on the platform's database file, with small limits and a clock the test moves.
  const db = openDatabase(path.join(dir, 'platform.db'));
  let now = Date.now() + 10 * 3600_000;
  const clock = () => now;
  const limits = {
    perMember: { bucket: 't:member', limit: 3, windowMs: 3600_000 },
    perDevice: { bucket: 't:device', limit: 2, windowMs: 3600_000 },
    perAddress: { bucket: 't:address', limit: 4, windowMs: 3600_000 },
  };
  const discussions = /** @type {any} */ ({ byId: () => undefined, moderate: () => null });
  const store = createReportStore(db, {
    discussions,
    attempts: createAttemptStore(db, { now: clock }),
    now: clock,
    limits,
  });
  const [m1, m2] = /** @type {[number, number]} */ (
    db.prepare('SELECT id FROM members ORDER BY id LIMIT 2').pluck().all()
  );
  const articleIds = /** @type {number[]} */ (
    db
      .prepare(
        'SELECT id FROM articles WHERE a_status = 1 AND id NOT IN (SELECT object_id FROM reports WHERE object_type = 0) ORDER BY id LIMIT 40',
      )
      .pluck()
      .all()
  );
  let next = 0;
  const send = (
    /** @type {number} */ memberId,
    /** @type {string} */ device,
    /** @type {string} */ address,
    id = articleIds[next++],
  ) => store.report({ memberId: Number(memberId), type: 0, id: Number(id), reason: 1, content: '', device, address });
  const refused = (/** @type {() => unknown} */ fn) => assert.throws(fn, /too many attempts/);

  // Per member: the fourth report of m1 within the hour, whatever device and address.
  send(m1, 'd1', 'a1');
  send(m1, 'd2', 'a2');
  const third = send(m1, 'd3', 'a3');
  refused(() => send(m1, 'd4', 'a4'));
  assert.equal(send(m1, 'd5', 'a5', third.row.object_id).again, true, 'a repeat answers, even at the limit');
  // Per device: two from one device, whoever is signed in.
  now += 3600_001;
  send(m2, 'shared', 'b1');
  send(m1, 'shared', 'b2');
  refused(() => send(m2, 'shared', 'b3'));
  // Per address: four from one address, across members and devices.
  now += 3600_001;
  send(m1, 'e1', 'same');
  send(m1, 'e2', 'same');
  send(m2, 'e3', 'same');
  send(m2, 'e4', 'same');
  refused(() => send(m2, 'e5', 'same'));
  // The window slides: an hour later the same reader may report again.
  now += 3600_001;
  assert.equal(send(m2, 'e5', 'same').again, false);
  db.close();
});
