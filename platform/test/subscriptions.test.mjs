/**
 * Subscription categories and their accounts (getCats, getCatXys).
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { makePlatform, dispose, call, get } from './helpers.mjs';

/** @type {import('fastify').FastifyInstance} */ let app;
/** @type {string} */ let dir;
before(async () => ({ app, dir } = await makePlatform({ images: false })));
after(() => dispose(app, dir));

test('getCats answers the categories of the account code, and refuses another code', async () => {
  const d = await call(app, 'getCats', { code: 'xy' });
  assert.deepEqual(
    d.catsList.map((/** @type {any} */ c) => c.id),
    [1, 2, 3],
  );
  assert.ok(d.catsList.every((/** @type {any} */ c) => typeof c.name === 'string' && c.name.length > 0));
  assert.deepEqual((await get(app, '/app_if/getCats', { code: 'other' })).body, {
    status: -1,
    message: 'unknown account code',
  });
});

test('getCatXys pages a category with start and count, discard flags included', async () => {
  const all = await call(app, 'getCatXys', { id: 1, start: 0, count: 20 });
  // 政务发布 holds more than a page (platform/seed/accounts.mjs): the city's accounts, then 18 departments.
  assert.equal(all.totalCount, 23);
  assert.deepEqual(
    all.xys.slice(0, 6).map((/** @type {any} */ x) => x.xyID),
    [1, 2, 5, 7, 10, 13],
  );
  assert.equal(all.xys.length, 20);
  const banned = all.xys.find((/** @type {any} */ x) => x.xyID === 10);
  assert.equal(banned.xyForbidden, 1, 'the banned account is answered; the client discards it');
  assert.ok(all.xys[0].icon.startsWith('http://platform.test/media/'));
  const second = await call(app, 'getCatXys', { id: 1, start: 2, count: 2 });
  assert.deepEqual(
    second.xys.map((/** @type {any} */ x) => x.xyID),
    [5, 7],
  );
  assert.deepEqual((await get(app, '/app_if/getCatXys', { id: 99 })).body, {
    status: -1,
    message: 'category not found',
  });
});
