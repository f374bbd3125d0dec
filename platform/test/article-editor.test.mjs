/**
 * The newsroom's article correction (routes/article-editor.mjs): what the site's "an edit is
 * visible within 30 s" test (tests/e2e/page-cache.spec.ts) edits with.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { makePlatform, dispose, call, request } from './helpers.mjs';
import { FIXTURE_IDS as F } from '../seed/fixtures.mjs';
import { DEV_EDITOR_TOKEN } from '../options.mjs';

/** @type {import('../app.mjs').PlatformApp} */ let app;
/** @type {string} */ let dir;
before(async () => {
  ({ app, dir } = await makePlatform({ images: false, faults: true }));
});
after(() => dispose(app, dir));

/** @param {number | string} id @param {unknown} json @param {string} [token] */
const edit = (id, json, token = DEV_EDITOR_TOKEN) =>
  request(app, { method: 'POST', url: `/editor/articles/${id}`, json, headers: { authorization: `Bearer ${token}` } });

test('an editor retitles an article and getArticleContent answers the new title at once', async () => {
  const title = '拉萨河畔：新修步道今日开放（更正）';
  const answer = await edit(F.news, { title });
  assert.equal(answer.http, 200);
  const article = await call(app, 'getArticleContent', { articleId: F.news });
  assert.equal(article.title, title);
});

test('the correction refuses without the editor token, with nothing to change, and for a missing article', async () => {
  assert.equal((await edit(F.news, { title: '未授权的修改' }, 'wrong')).http, 401);
  assert.equal((await edit(F.news, {})).http, 400);
  assert.equal((await edit(F.news, { title: 'x'.repeat(501) })).http, 400);
  assert.equal((await edit(987654321, { title: '不存在的稿件' })).http, 404);
  assert.equal((await edit('abc', { title: '不存在的稿件' })).http, 404);
});
