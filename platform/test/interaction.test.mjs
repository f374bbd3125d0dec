/**
 * Run-time writes: events (click, like toggle, share), ads, analytics, weixin signature.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { makePlatform, dispose, call, get, postEncrypted } from './helpers.mjs';
import { FIXTURE_IDS as F } from '../seed/fixtures.mjs';
import { wxSignature } from '../routes/wx.mjs';
import { STAT_CREDENTIALS } from '../routes/config.mjs';

/** @type {import('fastify').FastifyInstance} */ let app;
/** @type {string} */ let dir;
before(async () => ({ app, dir } = await makePlatform()));
after(() => dispose(app, dir));

/** event is a write: on this v3 platform it goes as an encrypted POST. @param {Record<string, string|number>} params */
const eventAnswer = async (params) => (await postEncrypted(app, 'event', params)).body;
/** @param {Record<string, string|number>} params */
async function event(params) {
  const body = await eventAnswer(params);
  assert.equal(body.status, 0, `event: ${body.message}`);
  return body.data;
}

test('like toggles per reader, counts move by one, readers are independent', async () => {
  const base = (await call(app, 'getArticleCounts', { articleId: F.video })).countPraise;
  const a1 = await event({ id: F.video, type: 0, eventType: 1, device: 'dev-a', channel: 1 });
  assert.deepEqual(a1, { countPraise: base + 1, liked: true });
  const b1 = await event({ id: F.video, eventType: 1, userID: 'user-b', device: 'dev-a' });
  assert.deepEqual(b1, { countPraise: base + 2, liked: true }, 'userID wins over device: a different reader');
  const a2 = await event({ id: F.video, eventType: 1, device: 'dev-a' });
  assert.deepEqual(a2, { countPraise: base + 1, liked: false });
  assert.equal((await call(app, 'getArticleCounts', { articleId: F.video })).countPraise, base + 1);
  const anon = await postEncrypted(app, 'event', { id: F.video, eventType: 1, userID: '0', device: '' });
  assert.deepEqual(anon.body, { status: -1, message: 'device or userID is required' });
});

test('a circle post takes likes (object type 8) per reader, counted on the post; nothing else, and no unknown post', async () => {
  const before = (await call(app, 'post-detail', { id: 1 })).countPraise;
  assert.deepEqual(await event({ id: 1, type: 8, eventType: 1, device: 'post-dev' }), {
    countPraise: before + 1,
    liked: true,
  });
  assert.equal((await call(app, 'post-detail', { id: 1 })).countPraise, before + 1);
  assert.deepEqual(await event({ id: 1, type: 8, eventType: 1, device: 'post-dev' }), {
    countPraise: before,
    liked: false,
  });
  assert.deepEqual(await eventAnswer({ id: 1, type: 8, eventType: 2, device: 'post-dev' }), {
    status: -1,
    message: 'posts take likes only',
  });
  assert.deepEqual(await eventAnswer({ id: 999999, type: 8, eventType: 1, device: 'post-dev' }), {
    status: -1,
    message: 'post not found',
  });
});

test('event parameters arrive encrypted and merge over the query', async () => {
  const like = await event({ id: F.news, eventType: 1, device: 'form-dev', siteID: 1 });
  assert.equal(like.liked, true);
  // Same reader again (device inside the cipher, not the query's 'test-helper'): the toggle undoes it.
  assert.equal((await event({ id: F.news, eventType: 1, device: 'form-dev' })).liked, false);
});

test('click, share and share-page click count once per device, object and day', async () => {
  const before = await call(app, 'getArticleCounts', { articleId: F.hot });
  assert.ok(before.countClick > 10000);
  assert.deepEqual(await event({ id: F.hot, eventType: 0, device: 'count-a' }), {
    count: before.countClick + 1,
    counted: true,
  });
  assert.deepEqual(await event({ id: F.hot, eventType: 2, device: 'count-a' }), {
    count: before.countShare + 1,
    counted: true,
  });
  // A share-page click is a read too (countClick), counted apart from the device's own click.
  assert.deepEqual(await event({ id: F.hot, eventType: 3, device: 'count-a' }), {
    count: before.countClick + 2,
    counted: true,
  });
  // The same device again today: nothing moves, the answer says so.
  for (const eventType of [0, 2, 3]) {
    const again = await event({ id: F.hot, eventType, device: 'count-a' });
    assert.equal(again.counted, false, `eventType ${eventType} twice`);
  }
  assert.deepEqual(await call(app, 'getArticleCounts', { articleId: F.hot }), {
    ...before,
    countClick: before.countClick + 2,
    countShare: before.countShare + 1,
  });
  // Another device counts; a member without a device is counted as the member, once.
  assert.deepEqual(await event({ id: F.hot, eventType: 0, device: 'count-b' }), {
    count: before.countClick + 3,
    counted: true,
  });
  assert.deepEqual(await event({ id: F.hot, eventType: 0, userID: '77', device: '' }), {
    count: before.countClick + 4,
    counted: true,
  });
  assert.deepEqual(await event({ id: F.hot, eventType: 0, userID: '77', device: '' }), {
    count: before.countClick + 4,
    counted: false,
  });
  // Another object is another count for the same device.
  const live = await call(app, 'getArticleCounts', { articleId: F.liveOngoing });
  assert.deepEqual(await event({ id: F.liveOngoing, type: 3, eventType: 0, device: 'count-a' }), {
    count: live.countClick + 1,
    counted: true,
  });
  // A live is an article: named as type 0 it is the same object, counted once.
  assert.deepEqual(await event({ id: F.liveOngoing, type: 0, eventType: 0, device: 'count-a' }), {
    count: live.countClick + 1,
    counted: false,
  });
  // Nobody named: nothing to count by.
  assert.deepEqual(await eventAnswer({ id: F.hot, eventType: 0, device: '', userID: '0' }), {
    status: -1,
    message: 'device or userID is required',
  });
  assert.deepEqual(await eventAnswer({ id: 5 }), { status: -1, message: 'article not found' });
  assert.deepEqual(await eventAnswer({ id: F.hot, eventType: 9 }), { status: -1, message: 'unsupported eventType' });
});

test('counts are limited per device and per address: a flood of invented devices stops counting', async () => {
  const { createLikeLimits, COUNT_LIMITS } = await import('../lib/like-limits.mjs');
  let at = 0;
  const limits = createLikeLimits({ limits: COUNT_LIMITS, now: () => at });
  for (let i = 0; i < COUNT_LIMITS.perDevice.limit; i += 1) limits.take({ actor: 'd:one', address: '' });
  assert.throws(() => limits.take({ actor: 'd:one', address: '' }), /too many attempts, try again in 1 minutes/);
  for (let i = 0; i < COUNT_LIMITS.perAddress.limit; i += 1)
    limits.take({ actor: `d:invented-${i}`, address: '10.0.0.9' });
  assert.throws(() => limits.take({ actor: 'd:fresh', address: '10.0.0.9' }), /too many attempts/);
  limits.take({ actor: 'd:fresh', address: '10.0.0.10' });
  at += 60_001;
  limits.take({ actor: 'd:one', address: '10.0.0.9' });
  // Through the call: the platform's own per-device limit answers the envelope error.
  const ids = [F.hot, F.news, F.video, F.liveOngoing];
  let refused = '';
  for (let i = 0; i <= COUNT_LIMITS.perDevice.limit && !refused; i += 1) {
    const body = await eventAnswer({
      id: ids[i % ids.length] ?? F.hot,
      type: ids[i % ids.length] === F.liveOngoing ? 3 : 0,
      eventType: i % 2 === 0 ? 0 : 3,
      device: 'flood-dev',
    });
    if (body.status !== 0) refused = body.message;
  }
  assert.match(refused, /^too many attempts, try again in \d+ minutes$/);
});

test('ads service: splash, article, column ads, ad events', async () => {
  const { body } = await get(app, '/adv/getAdv', { type: 1, siteID: 1 });
  assert.equal(body.status, 0);
  assert.equal(body.data.list[0].type, 1);
  assert.ok(body.data.list[0].pageTime > 0);
  const keys = [
    'advID',
    'title',
    'type',
    'imgUrl',
    'contentUrl',
    'sizeScale',
    'startTime',
    'endTime',
    'pageTime',
    'adOrder',
    'position',
  ];
  assert.deepEqual(Object.keys(body.data.list[0]).sort(), keys.sort());
  assert.equal((await get(app, '/adv/getArticleAds', { articleId: F.news })).body.data.list.length, 1);
  assert.deepEqual(
    (await get(app, '/adv/getArticleAds', { articleId: F.discussClosed })).body.data.list,
    [],
    'advClosed article has no ads',
  );
  const col = (await get(app, '/adv/getColAdvs', { columnId: 1 })).body.data.list;
  assert.ok(
    col.some((/** @type {any} */ a) => a.endTime.startsWith('2025-01-01')),
    'the expired ad is served for clients to filter',
  );
  // The house banners (type 4): the paper subscription on column 1, the volunteers' sign-up on column 2.
  assert.deepEqual(
    col.filter((/** @type {any} */ a) => a.type === 4).map((/** @type {any} */ a) => a.advID),
    [5],
  );
  const second = (await get(app, '/adv/getColAdvs', { columnId: 2 })).body.data.list;
  assert.deepEqual(
    second
      .filter((/** @type {any} */ a) => a.type === 4)
      .map((/** @type {any} */ a) => a.contentUrl.replace(/^.*\/wap\/touch/, '')),
    ['/activityDetail/3001.html'],
  );
  assert.deepEqual((await get(app, '/adv/event', { advID: 1, type: 1, device: 'dev-ad' })).body, {
    status: 0,
    message: 'success',
    data: { ok: true, counted: true },
  });
  assert.equal((await get(app, '/adv/event', { advID: 999, device: 'dev-ad' })).body.status, -1);
  assert.equal((await get(app, '/adv/nothing')).http, 404);
});

// docs/decisions/0080: ad impressions and clicks were counted with no device and no dedup, 600 a
// minute per address; they are counted as reads are.
test('ad events count once per device (or member), ad, event and day; none without a device; a flood of devices is limited', async () => {
  const adEvents = () =>
    Number(
      /** @type {import('../app.mjs').PlatformApp} */ (app).platform.ctx.db
        .prepare('SELECT COUNT(*) FROM ad_events WHERE adv_id = 2')
        .pluck()
        .get(),
    );
  const before = adEvents();
  const send = (/** @type {Record<string, string | number>} */ query) =>
    get(app, '/adv/event', { advID: 2, ...query }).then(({ body }) => body);
  assert.deepEqual((await send({ type: 0, device: 'dev-ad-1' })).data, { ok: true, counted: true });
  for (let i = 0; i < 5; i++)
    assert.deepEqual((await send({ type: 0, device: 'dev-ad-1' })).data, { ok: true, counted: false });
  assert.deepEqual(
    (await send({ type: 1, device: 'dev-ad-1' })).data,
    { ok: true, counted: true },
    'a click is another event',
  );
  assert.deepEqual((await send({ type: 0, userID: '77' })).data, { ok: true, counted: true });
  assert.deepEqual((await send({ type: 0, userID: '77' })).data, { ok: true, counted: false });
  assert.equal((await send({ type: 0 })).message, 'device or userID is required');
  assert.equal((await send({ type: 0, userID: '0' })).message, 'device or userID is required');
  assert.equal((await send({ type: 7, device: 'dev-ad-1' })).message, 'unsupported event type');
  assert.equal(adEvents(), before + 3);
  // Invented devices from one address: the counts' limit per address (as clicks and shares).
  let refused = '';
  for (let i = 0; i < 1300 && !refused; i++) {
    const answer = await send({ type: 0, device: `dev-ad-flood-${i}` });
    if (answer.status !== 0) refused = answer.message;
  }
  assert.match(refused, /^too many attempts, try again in \d+ minutes$/);
});

test('statistics: records are stored with decoded headers; missing credentials are rejected', async () => {
  const query = {
    dataType: '1000005',
    articleID: String(F.news),
    actionTime: '1763596800000',
    deviceid: 'dev-s',
    userUuid: 'u-1',
    refer: 'home',
    platform: '3',
    shareChanel: '',
  };
  const res = await app.inject({
    method: 'GET',
    url: '/stat/sendRecord',
    query,
    headers: {
      tenantCode: STAT_CREDENTIALS.tenantCode,
      appKey: STAT_CREDENTIALS.appKey,
      os: 'iOS',
      deviceId: 'dev-s',
      userId: encodeURIComponent('扎西'),
    },
  });
  assert.equal(res.json().code, 0);
  const rec = (await get(app, '/stat/records', { articleID: F.news })).body.list.at(-1);
  assert.equal(rec.dataType, '1000005');
  assert.equal(rec.userId, '扎西');
  assert.equal(rec.platform, '3');
  const denied = await app.inject({ method: 'GET', url: '/stat/sendRecord', query });
  assert.equal(denied.json().code, -1);
  assert.match(denied.json().msg, /tenantCode/);
  assert.equal(
    (await get(app, '/stat/records', { articleID: F.news })).body.list.length,
    1,
    'rejected record not stored',
  );
});

test('wx/signature follows the documented algorithm', async () => {
  // The example from the weixin JS-SDK documentation, appendix 1.
  assert.equal(
    wxSignature({
      ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
      noncestr: 'Wm3WZYTPz0wzccnW',
      timestamp: 1414587457,
      url: 'http://mp.weixin.qq.com?params=value',
    }),
    '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
  );
  const s = await call(app, 'wx/signature', { url: 'https://touch.example.org/newsDetail/1/1000.html#top' });
  assert.equal(s.appid, 'wxdemo0000000001');
  assert.equal(typeof s.timestamp, 'number');
  assert.equal(
    s.signature,
    wxSignature({
      ticket: 'demo-jsapi-ticket-plateau-20261120',
      noncestr: s.noncestr,
      timestamp: s.timestamp,
      url: 'https://touch.example.org/newsDetail/1/1000.html',
    }),
  );
  assert.deepEqual((await get(app, '/app_if/wx/signature')).body, { status: -1, message: 'url is required' });
});
