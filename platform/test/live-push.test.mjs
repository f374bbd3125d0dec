/**
 * Live push (docs/decisions/0019): the websocket at /ws/{token}, the editor surface, the schedule, and
 * the seeded broadcasts' reports. A real listening platform: upgrades do not go through inject.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { WebSocket } from 'ws';
import { makePlatform, dispose, call, tokenFor, request, login } from './helpers.mjs';
import { DEMO_MEMBER } from '../seed/members.mjs';
import { FIXTURE_IDS as F } from '../seed/fixtures.mjs';
import { DEV_EDITOR_TOKEN, DEV_MODERATION_KEY } from '../options.mjs';
import { liveIdOf } from '../lib/dialect/live-ids.mjs';

/** @type {import('../app.mjs').PlatformApp} */ let app;
/** @type {string} */ let dir;
/** @type {string} */ let base;
// liveTickMs 100: the schedule moves a planned live within the test's patience.
before(async () => {
  ({ app, dir } = await makePlatform({ images: false, faults: true, liveTickMs: 100 }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
after(() => dispose(app, dir));

/**
 * An open socket with a queue of the messages it received.
 * @param {string} token @param {string} [at] the platform's host and port
 */
async function connect(token, at = base) {
  const ws = new WebSocket(`ws://${at}/ws/${token}`);
  /** @type {any[]} */
  const received = [];
  /** @type {((m: any) => void)[]} */
  const waiting = [];
  ws.on('message', (data) => {
    const message = JSON.parse(data.toString());
    const next = waiting.shift();
    if (next) next(message);
    else received.push(message);
  });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  /** @returns {Promise<any>} */
  const next = () =>
    received.length > 0 ? Promise.resolve(received.shift()) : new Promise((resolve) => waiting.push(resolve));
  return { ws, next, send: (/** @type {unknown} */ m) => ws.send(JSON.stringify(m)) };
}

/** @param {string} path @param {unknown} body @param {string} [token] @param {string} [at] */
async function editor(path, body, token = DEV_EDITOR_TOKEN, at = base) {
  const res = await fetch(`http://${at}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { http: res.status, body: /** @type {any} */ (await res.json()) };
}

test('a socket needs a valid token', async () => {
  const refused = new WebSocket(`ws://${base}/ws/not-a-token`);
  const status = await new Promise((resolve) =>
    refused.on('unexpected-response', (_req, res) => resolve(res.statusCode)),
  );
  assert.equal(status, 401);
});

test('the websocket token getConfig names opens the socket (docs/product.md §3)', async () => {
  const config = await call(app, 'getConfig', { appID: 1, siteId: 1 });
  assert.match(config.socketServer.token, /^[0-9a-f]{32}$/);
  const { ws, next, send } = await connect(config.socketServer.token);
  send({ type: 'ping' });
  assert.equal((await next()).code, 200);
  ws.close();
});

test('ping is answered, subscribe answers the current status, unknown types answer 400', async () => {
  const { ws, next, send } = await connect(await tokenFor(app));
  send({ type: 'ping' });
  const pong = await next();
  assert.equal(pong.code, 200);
  assert.equal(pong.type, 'ping');
  send({ type: 'subscribe', data: { id: F.liveOngoing } });
  const status = await next();
  assert.deepEqual(
    [status.code, status.type, status.data.fileId, status.data.status],
    [200, 'live_status_subscribe', F.liveOngoing, 1],
  );
  assert.match(status.data.appLiveUrl, /\.m3u8$/);
  send({ type: 'subscribe', data: { id: F.news } });
  assert.equal((await next()).code, 404, 'a news article is no live');
  send({ type: 'dance' });
  assert.equal((await next()).code, 400);
  ws.close();
});

test("an editor report reaches the live's subscribers, and liveView lists it first", async () => {
  const token = await tokenFor(app);
  const follower = await connect(token);
  const other = await connect(token);
  follower.send({ type: 'subscribe', data: { id: F.liveOngoing } });
  await follower.next();
  other.send({ type: 'subscribe', data: { id: F.liveReplay } });
  await other.next();

  const posted = await editor(`/editor/lives/${F.liveOngoing}/reports`, {
    content: '终点线前，冠军冲刺！',
    user: '次仁',
    pictures: [3],
  });
  assert.equal(posted.http, 200);
  assert.equal(posted.body.sockets, 1, 'only the subscriber of that live');
  const pushed = await follower.next();
  assert.equal(pushed.type, 'live_reporting');
  assert.equal(pushed.data.fileId, F.liveOngoing);
  assert.equal(pushed.data.report.content, '终点线前，冠军冲刺！');
  assert.match(pushed.data.report.attachments[0].url, /\/media\//);

  const view = await call(app, 'liveView', { id: F.liveOngoing });
  assert.equal(view.main.aStatus, 1, "a published live says so (an unpublished one is the editors' preview)");
  const firstUnpinned = view.list.find((/** @type {any} */ r) => r.isTop === 0);
  assert.equal(firstUnpinned.fileId, pushed.data.report.fileId, 'newest first after the pinned notice');
  follower.ws.close();
  other.ws.close();
});

test('the editor surface refuses without its token and checks what it is given', async () => {
  assert.equal((await editor(`/editor/lives/${F.liveOngoing}/status`, { status: 2 }, 'wrong')).http, 401);
  assert.equal((await editor(`/editor/lives/${F.news}/status`, { status: 2 })).http, 404);
  assert.equal((await editor(`/editor/lives/${F.liveOngoing}/status`, { status: 7 })).http, 400);
  assert.equal((await editor(`/editor/lives/${F.liveOngoing}/reports`, { content: '', user: 'x' })).http, 400);
});

test('a status change is pushed to every socket; the schedule moves a planned live on air and to replay', async () => {
  const { ws, next } = await connect(await tokenFor(app));
  const scheduled = await editor(`/editor/lives/${F.livePreview}/schedule`, { startInSeconds: 0, endInSeconds: 2 });
  assert.equal(scheduled.http, 200);
  const onAir = await next();
  assert.deepEqual([onAir.type, onAir.data.fileId, onAir.data.status], ['live_status', F.livePreview, 1]);
  assert.match(onAir.data.appLiveUrl, /\.m3u8$/);
  const ended = await next();
  assert.deepEqual([ended.data.fileId, ended.data.status], [F.livePreview, 2]);
  assert.match(ended.data.appPlaybackUrl, /\.m3u8$/, 'a scheduled end has its replay');
  assert.equal((await call(app, 'liveView', { id: F.livePreview })).main.status, 2);

  await editor(`/editor/lives/${F.livePreview}/status`, { status: 0 });
  assert.equal((await next()).data.status, 0, 'an editor can put it back');
  ws.close();
});

test("the seeded broadcasts read as a live desk's reports, pinned notice first, a video among them", async () => {
  const view = await call(app, 'liveView', { id: F.liveReplay });
  assert.equal(view.list[0].isTop, 1);
  assert.match(view.list[0].content, /唐卡/);
  assert.ok(
    view.list.some((/** @type {any} */ r) =>
      r.attachments.some((/** @type {any} */ a) => a.type === 2 && /\.m3u8$/.test(a.url)),
    ),
  );
});

test('a silent socket is dropped by the sweep', async () => {
  const push = app.platform.push;
  assert.ok(push);
  const { ws } = await connect(await tokenFor(app));
  const closed = new Promise((resolve) => ws.on('close', resolve));
  const realNow = Date.now;
  Date.now = () => realNow() + 10 * 60_000;
  try {
    assert.ok(push.sweep() >= 1);
  } finally {
    Date.now = realNow;
  }
  await closed;
});

test("a live comment reaches the live's subscribers when a moderator approves it, not before", async () => {
  const member = await login(app, DEMO_MEMBER, 'dev-live');
  const moderation = { 'x-moderation-key': DEV_MODERATION_KEY };
  await request(app, { method: 'POST', url: '/moderation/audit', json: { auditType: 1 }, headers: moderation });
  try {
    const follower = await connect(await tokenFor(app));
    follower.send({ type: 'subscribe', data: { id: F.liveOngoing } });
    await follower.next();
    const posted = (
      await request(app, {
        method: 'POST',
        url: '/app_if/discuss',
        headers: { token: member },
        form: { rootID: F.liveOngoing, sourceType: 1, content: '加油！跑者们辛苦了', device: 'dev-live' },
      })
    ).body;
    assert.equal(posted.data.auditStatus, 1, 'held for review');
    // Every socket also gets the site-wide live_status of the schedule (the home strip), whenever a
    // seeded live changes phase: that is not about this comment, so it is passed over.
    const nextOwn = async () => {
      for (;;) {
        const message = await follower.next();
        if (message.type !== 'live_status') return message;
      }
    };
    follower.send({ type: 'ping' });
    assert.equal((await nextOwn()).type, 'ping', 'nothing was pushed while it waits');
    await request(app, {
      method: 'POST',
      url: `/moderation/discuss/${posted.data.id}`,
      json: { action: 'approve' },
      headers: moderation,
    });
    const pushed = await nextOwn();
    assert.deepEqual(
      [pushed.type, pushed.data.fileId, pushed.data.comment.id, pushed.data.comment.content],
      ['live_discuss', F.liveOngoing, posted.data.id, '加油！跑者们辛苦了'],
    );
    follower.ws.close();
  } finally {
    await request(app, { method: 'POST', url: '/moderation/audit', json: { auditType: 0 }, headers: moderation });
  }
});

test('in the real dialects a push names the live by its own id, and a subscription takes either id (docs/decisions/0090)', async () => {
  const real = await makePlatform({ dir, images: false, faults: true, dialect: 'g2' });
  try {
    await real.app.listen({ port: 0, host: '127.0.0.1' });
    const address = real.app.server.address();
    const at = `127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const liveId = liveIdOf(F.liveOngoing);
    const { ws, next, send } = await connect(await tokenFor(real.app), at);
    send({ type: 'subscribe', data: { id: liveId } });
    const status = await next();
    assert.deepEqual([status.code, status.data.fileId, status.data.status], [200, liveId, 1]);
    const posted = await editor(
      `/editor/lives/${F.liveOngoing}/reports`,
      { user: '央金', content: 'g2 report' },
      undefined,
      at,
    );
    assert.equal(posted.body.sockets, 1, 'the subscriber by the live id hears its live');
    const pushed = await next();
    assert.deepEqual([pushed.type, pushed.data.fileId], ['live_reporting', liveId]);
    send({ type: 'subscribe', data: { id: F.liveReplay } });
    assert.equal((await next()).data.fileId, liveIdOf(F.liveReplay), "the article's id is answered with the live's");
    ws.close();
  } finally {
    await real.app.close();
  }
});
