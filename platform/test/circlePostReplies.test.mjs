/**
 * Demo data that says what is true: a seeded circle post's reply count is the comments it has
 * (a post said "12 回复" directly above "还没有评论"; docs/decisions/0079).
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { makePlatform, dispose, call, login, postAs } from './helpers.mjs';
import { DEMO_MEMBER } from '../seed/members.mjs';

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

test("a member comments on a circle post (sourceType 7): it is published, listed under the post, and the post's count follows", async () => {
  const member = await login(app, DEMO_MEMBER, 'dev-post-replies');
  const circle = (await call(app, 'circle-list')).list[0];
  const post = (await call(app, 'post-list', { circleId: circle.id, listType: 1, page: 0 })).list[0];
  const posted = await postAs(app, 'discuss', member, {
    rootID: post.id,
    sourceType: 7,
    content: '说得好，周末也去看看',
    parentID: 0,
    device: 'dev-post-replies',
  });
  assert.equal(posted.status, 0, posted.message);
  assert.equal((await call(app, 'discussCount', { id: post.id, source: 7 })).count, post.countDiscuss + 1);
  const after = (await call(app, 'post-list', { circleId: circle.id, listType: 1, page: 0 })).list.find(
    (/** @type {any} */ p) => p.id === post.id,
  );
  assert.equal(after.countDiscuss, post.countDiscuss + 1, "the post's reply count is the comments it has");
  const missing = await postAs(app, 'discuss', member, {
    rootID: 999_999,
    sourceType: 7,
    content: '没有这条帖子',
    parentID: 0,
    device: 'dev-post-replies',
  });
  assert.notEqual(missing.status, 0, 'a post that does not exist takes no comment');
});
