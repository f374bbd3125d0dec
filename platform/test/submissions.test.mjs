/**
 * Calls for articles (docs/platform-api.md, "Calls for articles"): the call is public; a member
 * submits to an open call once per request key, not to a closed one, and reads only their own
 * submissions.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { makePlatform, dispose, postEncrypted, request, call } from './helpers.mjs';
import { DEMO_INVITER, DEMO_MEMBER } from '../seed/members.mjs';

/** @type {import('fastify').FastifyInstance} */ let app;
/** @type {string} */ let dir;
/** @type {string} */ let token;
/** @type {string} */ let other;
before(async () => {
  ({ app, dir } = await makePlatform({ images: false }));
  const login = async (/** @type {{phone: string, password: string}} */ m) =>
    (await postEncrypted(app, 'member/loginByPassword', { phone: m.phone, password: m.password, device: 'dev-s' })).body.data.accessToken;
  token = await login(DEMO_MEMBER);
  other = await login(DEMO_INVITER);
});
after(() => dispose(app, dir));

/** @param {string} name @param {Record<string, string>} form @param {string} as */
const post = async (name, form, as) => (await postEncrypted(app, name, form, { headers: { token: as } })).body;
/** @param {string} name @param {Record<string, string|number>} query @param {string} as */
const mine = async (name, query, as) => (await request(app, { url: `/app_if/${name}`, query, headers: { token: as } })).body;

test('calls for articles: open and closed; a submission once per key, read back by its author only', async () => {
  const open = await call(app, 'seekArticleDetail', { id: 1 });
  assert.equal(open.open, true);
  assert.equal((await call(app, 'seekArticleDetail', { id: 3 })).open, false);
  const form = { seekId: '1', title: '牧场上的新学校', content: '今年九月，乡里的新学校开学了。', requestKey: 'sub-key-1' };
  const sent = await post('inputArticle', form, token);
  assert.equal(sent.status, 0, sent.message);
  assert.equal((await post('inputArticle', form, token)).data.id, sent.data.id);
  assert.equal((await post('inputArticle', { ...form, seekId: '3', requestKey: 'sub-key-2' }, token)).message, 'this call for articles is closed');
  assert.equal((await post('inputArticle', { seekId: '1', title: '', content: 'x' }, token)).message, 'title is required');
  const detail = (await mine('inputArticleDetail', { id: sent.data.id }, token)).data;
  assert.equal(detail.seekTitle, open.title);
  assert.equal(detail.statusText, '已收到');
  assert.equal((await mine('inputArticleDetail', { id: sent.data.id }, other)).message, 'submission not found');
  const list = (await mine('inputArticleList', { page: 0 }, token)).data.list;
  assert.equal(list[0].id, sent.data.id);
  assert.ok(list.some((/** @type {{status: number}} */ s) => s.status === 2), 'a seeded submission was published');
});

test('seekArticleList: every call for articles, the open ones first (newest first), then the closed one', async () => {
  const { list, totalCount, hasMore } = await call(app, 'seekArticleList', { page: 0 });
  assert.equal(totalCount, 3);
  assert.equal(hasMore, false);
  assert.deepEqual(list.map((/** @type {{id: number}} */ s) => s.id), [2, 1, 3]);
  assert.deepEqual(list.map((/** @type {{open: boolean}} */ s) => s.open), [true, true, false]);
  assert.deepEqual(list[1], await call(app, 'seekArticleDetail', { id: 1 }), 'a list item is the call as its detail answers it');
});
