/**
 * Circles (docs/platform-api.md, "Circles"): the seeded circles, notices and posts; new and hot
 * orders differ; a member posts with an uploaded picture, once even when the submit is retried; the
 * friends circle.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { makePlatform, dispose, postEncrypted, call, get, login } from './helpers.mjs';
import { DEMO_MEMBER } from '../seed/members.mjs';

/** @type {import('fastify').FastifyInstance} */ let app;
/** @type {string} */ let dir;
/** @type {string} */ let token;
before(async () => {
  ({ app, dir } = await makePlatform({ images: false }));
  token = await login(app, DEMO_MEMBER, 'dev-c');
});
after(() => dispose(app, dir));

test('the site’s circles, with notices and posts new and hot', async () => {
  const list = (await call(app, 'circle-list')).list;
  assert.deepEqual(
    list.slice(0, 3).map((/** @type {{name: string}} */ c) => c.name),
    ['高原摄影', '拉萨美食', '跑步爱好者'],
  );
  const circle = await call(app, 'circle-detail', { id: 1 });
  assert.ok(circle.memberCount > 1000 && circle.noticeList.length === 2);
  const fresh = (await call(app, 'post-list', { circleId: 1, listType: 1, page: 0 })).list;
  const hot = (await call(app, 'post-list', { circleId: 1, listType: 2, page: 0 })).list;
  assert.notDeepEqual(
    fresh.map((/** @type {{id: number}} */ p) => p.id),
    hot.map((/** @type {{id: number}} */ p) => p.id),
  );
  assert.ok(
    fresh.some((/** @type {{pics: string[]}} */ p) => p.pics.length === 3) &&
      fresh.some((/** @type {{videoUrl: string}} */ p) => p.videoUrl !== ''),
  );
  const notice = await call(app, 'notice-detail', { id: circle.noticeList[0].id });
  assert.equal(notice.circleName, '高原摄影');
  assert.equal((await get(app, '/app_if/circle-detail', { id: 999 })).body.message, 'circle not found');
  assert.equal((await get(app, '/app_if/post-detail', { id: 99999 })).body.message, 'post not found');
  assert.ok((await call(app, 'moments/detail', { id: 1 })).pics.length > 0);
});

test('a member posts with a picture: first in "new", once per request key', async () => {
  const form = new FormData();
  form.append('fileType', 'picture');
  form.append(
    'file',
    new Blob([
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==',
        'base64',
      ),
    ]),
    'p.png',
  );
  const encoded = new Request('http://x/', { method: 'POST', body: form });
  const uploaded = (
    await app.inject({
      method: 'POST',
      url: '/app_if/upload',
      headers: { 'content-type': String(encoded.headers.get('content-type')), token },
      payload: Buffer.from(await encoded.arrayBuffer()),
    })
  ).json().data;
  const post = {
    circleId: '2',
    content: '新开的牦牛酸奶店，推荐！',
    picIds: uploaded.fileId,
    requestKey: 'post-key-1',
  };
  const first = (await postEncrypted(app, 'circle/create-post', post, { headers: { token } })).body;
  assert.equal(first.status, 0, first.message);
  const again = (await postEncrypted(app, 'circle/create-post', post, { headers: { token } })).body;
  assert.equal(again.data.id, first.data.id);
  const top = (await call(app, 'post-list', { circleId: 2, listType: 1, page: 0 })).list[0];
  assert.equal(top.id, first.data.id);
  assert.equal(top.pics.length, 1);
  const both = (
    await postEncrypted(
      app,
      'circle/create-post',
      { circleId: '2', content: 'x', picIds: uploaded.fileId, videoIds: uploaded.fileId },
      { headers: { token } },
    )
  ).body;
  assert.notEqual(both.status, 0);
});

test('moments/list: the friends circle, newest first, ten a page; each opens with moments/detail', async () => {
  const first = await call(app, 'moments/list', { page: 0 });
  assert.ok(first.list.length > 0 && first.list.length <= 10);
  assert.equal(first.hasMore, first.totalCount > 10);
  const created = first.list.map((/** @type {{created: number}} */ m) => m.created);
  assert.deepEqual(
    created,
    [...created].sort((a, b) => b - a),
  );
  const detail = await call(app, 'moments/detail', { id: first.list[0].id });
  assert.deepEqual(detail, first.list[0]);
  assert.deepEqual((await call(app, 'moments/list', { page: 99 })).list, []);
});
