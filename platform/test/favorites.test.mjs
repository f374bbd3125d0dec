/**
 * Collections (docs/decisions/0032): fav (JSON POST) collects and removes, favStatus, myFavList pages the
 * member's collection newest first; members only; withdrawn and unknown articles.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { makePlatform, dispose, request, assertListItem, login } from './helpers.mjs';
import { DEMO_MEMBER } from '../seed/members.mjs';
import { DEMO_FAVORITES } from '../seed/favorites.mjs';

/** @type {import('fastify').FastifyInstance} */ let app;
/** @type {string} */ let dir;
/** @type {string} */ let token;
before(async () => {
  ({ app, dir } = await makePlatform({ faults: true, images: false }));
  token = await login(app, DEMO_MEMBER, 'dev-fav');
});
after(() => dispose(app, dir));

/** @param {unknown} json @param {string} [as] */
const fav = async (json, as = token) =>
  (await request(app, { method: 'POST', url: '/app_if/fav', json, headers: { token: as } })).body;
/** @param {string} name @param {Record<string, string | number>} query @param {string} [as] */
const read = async (name, query, as = token) =>
  (await request(app, { url: `/app_if/${name}`, query, headers: { token: as } })).body;

test('the demo member has a seeded collection of 23, newest first, 20 a page', async () => {
  const first = await read('myFavList', { page: 0 });
  assert.equal(first.status, 0, first.message);
  assert.equal(first.data.totalCount, DEMO_FAVORITES.length);
  assert.equal(first.data.list.length, 20);
  assert.equal(first.data.hasMore, true);
  assert.equal(first.data.list[0].fileId, DEMO_FAVORITES[0]);
  for (const item of first.data.list) {
    assertListItem(item);
    assert.match(item.favTime, /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.0$/);
  }
  const second = await read('myFavList', { page: 1 });
  assert.equal(second.data.list.length, 3);
  assert.equal(second.data.hasMore, false);
});

test('fav collects (JSON body), is idempotent, moves the article to the top, and removes', async () => {
  assert.deepEqual((await read('favStatus', { articleId: 1013 })).data, { articleId: 1013, isFav: 0 });
  const added = await fav({ articleId: 1013, isFav: 1 });
  assert.equal(added.status, 0, added.message);
  assert.deepEqual(added.data, { articleId: 1013, isFav: 1 });
  assert.equal((await fav({ articleId: 1013, isFav: 1 })).status, 0, 'collecting twice is fine');
  assert.deepEqual((await read('favStatus', { articleId: 1013 })).data, { articleId: 1013, isFav: 1 });
  const list = (await read('myFavList', { page: 0 })).data;
  assert.equal(list.list[0].fileId, 1013);
  assert.equal(list.totalCount, DEMO_FAVORITES.length + 1);

  assert.deepEqual((await fav({ articleId: 1013, isFav: 0 })).data, { articleId: 1013, isFav: 0 });
  assert.equal((await fav({ articleId: 1013, isFav: 0 })).status, 0, 'removing twice is fine');
  assert.equal((await read('myFavList', { page: 0 })).data.totalCount, DEMO_FAVORITES.length);
});

test('a form post works too; bad input is refused with a message', async () => {
  const form = (
    await request(app, { method: 'POST', url: '/app_if/fav', form: { articleId: 1022 }, headers: { token } })
  ).body;
  assert.deepEqual(form.data, { articleId: 1022, isFav: 1 }, 'isFav defaults to collecting');
  await fav({ articleId: 1022, isFav: 0 });
  assert.equal((await fav({ articleId: 99999999, isFav: 1 })).message, 'article not found');
  assert.equal((await fav({ articleId: 1011, isFav: 1 })).message, 'article not found', 'a preview is not collected');
  assert.equal((await fav({ isFav: 1 })).message, 'articleId is required');
  assert.equal((await fav({ articleId: 1000, isFav: 2 })).message, 'isFav must be 0 or 1');
  const getFav = await request(app, { url: '/app_if/fav', query: { articleId: 1000 }, headers: { token } });
  assert.equal(getFav.http, 404, 'fav is a POST');
});

test('collections are members only', async () => {
  const anonymous = (await request(app, { url: '/app_if/getAnonymousToken', query: { device: 'dev-fav-anon' } })).body
    .data.token;
  assert.equal((await fav({ articleId: 1000 }, anonymous)).message, 'please log in');
  assert.equal((await read('myFavList', {}, anonymous)).message, 'please log in');
  assert.equal((await read('favStatus', { articleId: 1000 }, anonymous)).message, 'please log in');
});
