/**
 * Calls for articles (docs/platform-api.md, "Calls for articles"): the call is public; a member
 * submits to an open call once per request key, not to a closed one, and reads only their own
 * submissions.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { makePlatform, dispose, call, login, postEncryptedAs, getAs } from './helpers.mjs';
import { DEMO_INVITER, DEMO_MEMBER } from '../seed/members.mjs';

/** @type {import('fastify').FastifyInstance} */ let app;
/** @type {string} */ let dir;
/** @type {string} */ let token;
/** @type {string} */ let other;
before(async () => {
  ({ app, dir } = await makePlatform({ images: false }));
  token = await login(app, DEMO_MEMBER, 'dev-s');
  other = await login(app, DEMO_INVITER, 'dev-s');
});
after(() => dispose(app, dir));

test('calls for articles: open and closed; a submission once per key, read back by its author only', async () => {
  const open = await call(app, 'seekArticleDetail', { id: 1 });
  assert.equal(open.open, true);
  assert.equal((await call(app, 'seekArticleDetail', { id: 3 })).open, false);
  const form = {
    seekId: '1',
    title: '牧场上的新学校',
    content: '今年九月，乡里的新学校开学了。',
    requestKey: 'sub-key-1',
  };
  const sent = await postEncryptedAs(app, 'inputArticle', token, form);
  assert.equal(sent.status, 0, sent.message);
  assert.equal((await postEncryptedAs(app, 'inputArticle', token, form)).data.id, sent.data.id);
  assert.equal(
    (await postEncryptedAs(app, 'inputArticle', token, { ...form, seekId: '3', requestKey: 'sub-key-2' })).message,
    'this call for articles is closed',
  );
  assert.equal(
    (await postEncryptedAs(app, 'inputArticle', token, { seekId: '1', title: '', content: 'x' })).message,
    'title is required',
  );
  const detail = (await getAs(app, 'inputArticleDetail', token, { id: sent.data.id })).data;
  assert.equal(detail.seekTitle, open.title);
  assert.equal(detail.statusText, '已收到');
  assert.equal((await getAs(app, 'inputArticleDetail', other, { id: sent.data.id })).message, 'submission not found');
  const list = (await getAs(app, 'inputArticleList', token, { page: 0 })).data.list;
  assert.equal(list[0].id, sent.data.id);
  assert.ok(
    list.some((/** @type {{status: number}} */ s) => s.status === 2),
    'a seeded submission was published',
  );
});

test('seekArticleList: every call for articles, the open ones first (newest first), then the closed one', async () => {
  const { list, totalCount, hasMore } = await call(app, 'seekArticleList', { page: 0 });
  assert.equal(totalCount, 3);
  assert.equal(hasMore, false);
  assert.deepEqual(
    list.map((/** @type {{id: number}} */ s) => s.id),
    [2, 1, 3],
  );
  assert.deepEqual(
    list.map((/** @type {{open: boolean}} */ s) => s.open),
    [true, true, false],
  );
  assert.deepEqual(
    list[1],
    await call(app, 'seekArticleDetail', { id: 1 }),
    'a list item is the call as its detail answers it',
  );
});
