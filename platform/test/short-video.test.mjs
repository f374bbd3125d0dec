/**
 * The short-video service (/mvod): detail, files, categories, share info, related
 * list paging, and the like toggle remembered per reader.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { makePlatform, dispose } from './helpers.mjs';
import { SHORT_VIDEO_IDS as V } from '../seed/short-videos.mjs';

/** @type {import('fastify').FastifyInstance} */ let app;
/** @type {string} */ let dir;
before(async () => ({ app, dir } = await makePlatform({ images: false })));
after(() => dispose(app, dir));

/** @param {string} name @param {Record<string, string | number>} [query] @param {'GET'|'POST'} [method] */
async function mvod(name, query = {}, method = 'GET') {
  const payload = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res =
    method === 'GET'
      ? await app.inject({ method, url: `/mvod/${name}`, query: payload })
      : await app.inject({
          method,
          url: `/mvod/${name}`,
          payload: new URLSearchParams(payload).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
  return res.json();
}

test('article answers a seeded short video with its author, counts and share url', async () => {
  const { status, data } = await mvod('article', { id: V.first });
  assert.equal(status, 0);
  assert.equal(data.fileId, V.first);
  assert.ok(data.title.length > 3 && data.userName.length > 0);
  assert.match(data.userIcon, /^http.*avatar-xy1\.png$/);
  assert.match(data.picUrl, /^http/);
  assert.equal(typeof data.countPraise, 'number');
  assert.match(data.shareUrl, /\/mvodShare\/2001\.html$/);
  assert.equal((await mvod('article', { id: 99999 })).status, -1);
  assert.equal((await mvod('article', {})).status, -1);
});

test('attach lists the HLS stream first, then the mp4', async () => {
  const { data } = await mvod('attach', { id: V.first });
  assert.deepEqual(
    data.list.map((/** @type {any} */ f) => f.type),
    ['hls', 'mp4'],
  );
  assert.match(data.list[0].url, /\.m3u8$/);
  assert.ok(data.list[0].width > 0 && data.list[0].height > 0);
});

test('short videos are portrait clips (9:16), as phones film them, and their files are served', async () => {
  const { data } = await mvod('attach', { id: V.first });
  for (const file of data.list) {
    assert.equal(file.width * 16, file.height * 9, `${file.type} is 9:16`);
    assert.match(file.url, /\/media\/video\/short\.(m3u8|mp4)$/);
  }
  const playlist = await app.inject({ url: '/media/video/short.m3u8' });
  assert.equal(playlist.statusCode, 200);
  assert.match(playlist.body, /short0\.ts/);
  assert.equal((await app.inject({ url: '/media/video/short0.ts' })).statusCode, 200);
});

test('the one short video filmed sideways is landscape, and plays the landscape clip', async () => {
  const { data } = await mvod('attach', { id: V.landscape });
  for (const file of data.list) {
    assert.equal(file.width * 9, file.height * 16, `${file.type} is 16:9`);
    assert.match(file.url, /\/media\/video\/demo\.(m3u8|mp4)$/);
  }
});

test('categoryList, commonInfo and shareInfo answer', async () => {
  assert.equal((await mvod('categoryList')).data.list.length, 3);
  assert.equal((await mvod('commonInfo')).data.relatedSize, 4);
  const share = (await mvod('shareInfo', { id: V.shareClosed })).data;
  assert.equal(share.shareClosed, 1);
});

test('articleList pages by 4 from page 1 and leaves the open video out', async () => {
  const first = (await mvod('articleList', { page: 1, size: 4, exceptId: V.first }, 'POST')).data;
  assert.equal(first.list.length, 4);
  assert.ok(first.list.every((/** @type {any} */ v) => v.fileId !== V.first));
  assert.equal(first.totalCount, 11);
  assert.equal(first.hasMore, true);
  const third = (await mvod('articleList', { page: 3, size: 4, exceptId: V.first })).data;
  assert.equal(third.list.length, 3);
  assert.equal(third.hasMore, false);
  const inCategory = (await mvod('articleList', { catId: 2 })).data;
  assert.ok(inCategory.list.every((/** @type {any} */ v) => v.catId === 2));
});

test('event likes and unlikes per device; a device is required', async () => {
  const before = (await mvod('article', { id: V.first + 1 })).data.countPraise;
  const liked = (await mvod('event', { id: V.first + 1, eventType: 1, device: 'dev-a' }, 'POST')).data;
  assert.deepEqual(liked, { countPraise: before + 1, liked: true });
  assert.equal((await mvod('article', { id: V.first + 1 })).data.countPraise, before + 1);
  const other = (await mvod('event', { id: V.first + 1, eventType: 1, device: 'dev-b' }, 'POST')).data;
  assert.equal(other.countPraise, before + 2);
  const undone = (await mvod('event', { id: V.first + 1, eventType: 1, device: 'dev-a' }, 'POST')).data;
  assert.deepEqual(undone, { countPraise: before + 1, liked: false });
  assert.equal((await mvod('event', { id: V.first + 1, eventType: 1 }, 'POST')).status, -1);
  assert.equal((await mvod('event', { id: V.first + 1, eventType: 9, device: 'x' }, 'POST')).status, -1);
});

test('articleList cuts a category at a clip: lastFileId the next clips (older), firstFileId the previous (newer, nearest first)', async () => {
  // Category 1 holds 2001, 2004, 2007, 2010, newest first (seed/short-videos.mjs).
  const ids = (/** @type {any} */ answer) => answer.data.list.map((/** @type {any} */ v) => v.fileId);
  assert.deepEqual(ids(await mvod('articleList', { catId: 1, lastFileId: 2004, size: 4 })), [2007, 2010]);
  assert.deepEqual(ids(await mvod('articleList', { catId: 1, firstFileId: 2007, size: 4 })), [2004, 2001]);
  const next = (await mvod('articleList', { catId: 1, lastFileId: 2001, size: 1 }, 'POST')).data;
  assert.deepEqual(
    next.list.map((/** @type {any} */ v) => v.fileId),
    [2004],
  );
  assert.equal(next.totalCount, 3);
  assert.equal(next.hasMore, true);
  // The ends of the category, and a cursor that names no clip: nothing.
  assert.deepEqual(ids(await mvod('articleList', { catId: 1, lastFileId: 2010, size: 1 })), []);
  assert.deepEqual(ids(await mvod('articleList', { catId: 1, firstFileId: 2001, size: 1 })), []);
  assert.deepEqual(ids(await mvod('articleList', { catId: 1, lastFileId: 99999, size: 1 })), []);
  // Without a category, all clips in one order: after 2001 comes 2002.
  assert.deepEqual(ids(await mvod('articleList', { lastFileId: 2001, size: 1 })), [2002]);
});
