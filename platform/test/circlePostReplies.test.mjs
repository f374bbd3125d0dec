/**
 * Demo data that says what is true: a seeded circle post's reply count is the comments it has
 * (a post said "12 回复" directly above "还没有评论"; docs/decisions/0079).
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { makePlatform, dispose, call } from './helpers.mjs';

/** @type {import('fastify').FastifyInstance} */ let app;
/** @type {string} */ let dir;
before(async () => {
  ({ app, dir } = await makePlatform({ images: false }));
});
after(() => dispose(app, dir));

test("every seeded circle post's countDiscuss is the number of comments listed under it", async () => {
  const circles = (await call(app, 'circle-list')).list;
  let posts = 0;
  for (const circle of circles) {
    for (const post of (await call(app, 'post-list', { circleId: circle.id, listType: 1, page: 0 })).list) {
      const { count } = await call(app, 'discussCount', { id: post.id, source: 7 });
      assert.equal(count, post.countDiscuss, `post ${post.id}: ${post.countDiscuss} replies said, ${count} there`);
      posts += 1;
    }
  }
  assert.ok(posts >= 10, `${posts} posts looked at`);
});
