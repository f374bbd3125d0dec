/**
 * Search over titles, summaries, bodies and tags (migration 014, docs/decisions/0025): what a reader looking
 * for a subject expects to find, in the order they expect.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { makePlatform, dispose, call } from './helpers.mjs';
import { TAG_ROWS } from '../seed/extras.mjs';
import { htmlToText } from '../db/functions.mjs';

/** @type {import('fastify').FastifyInstance} */ let app;
/** @type {string} */ let dir;
before(async () => ({ app, dir } = await makePlatform({ images: false })));
after(() => dispose(app, dir));

/** @param {Record<string, unknown>} params */
const search = (params) => call(app, 'searchAllInTime', { page: 0, ...params });

test('a tag name finds at least every article the tag lists (it found 2 where the tag listed dozens)', async () => {
  const tag = TAG_ROWS.find((t) => t.name === '雪顿节');
  assert.ok(tag);
  const tagged = await call(app, 'tagScreenArticles', { tagId: tag.id });
  const found = await search({ keyword: '雪顿节' });
  assert.ok(tagged.totalCount > 5, `the seed tags many articles (${tagged.totalCount})`);
  assert.ok(found.totalCount >= tagged.totalCount, `${found.totalCount} found, ${tagged.totalCount} tagged`);
});

test('relevance: articles with the words in the title come before those with them only in the text', async () => {
  const found = await search({ keyword: '雪顿节' });
  const inTitle = found.list.map((/** @type {any} */ a) => a.title.includes('雪顿节'));
  const firstWithout = inTitle.indexOf(false);
  assert.ok(firstWithout > 0, 'some titles match and some do not');
  assert.ok(
    inTitle.slice(firstWithout).every((/** @type {boolean} */ t) => !t),
    'no title match after the first text-only match',
  );
});

test('newest first when asked (orderType 1)', async () => {
  const found = await search({ keyword: '雪顿节', orderType: 1 });
  const times = found.list.map((/** @type {any} */ a) => a.publishTime);
  assert.deepEqual(times, [...times].sort().reverse());
});

test('two-character keywords (under a trigram) still search titles and text', async () => {
  const found = await search({ keyword: '青稞' });
  assert.ok(found.totalCount > 0);
  assert.ok(
    found.list.some((/** @type {any} */ a) => !a.title.includes('青稞')) || found.totalCount <= found.list.length,
  );
});

test('FTS syntax in a keyword is text, never an error', async () => {
  for (const keyword of ['"', 'a" OR "b', 'NEAR(x y)', '雪顿*', '-- ;']) {
    const found = await search({ keyword });
    assert.equal(typeof found.totalCount, 'number', keyword);
  }
});

test('suggestions as the reader types: hot words and titles containing the keyword, at most 8', async () => {
  const typed = await call(app, 'searchWordDely', { keyword: '雪顿' });
  assert.ok(typed.list.length > 1 && typed.list.length <= 8);
  assert.ok(typed.list.every((/** @type {any} */ w) => w.word.includes('雪顿')));
  assert.equal(typed.list[0].word, '雪顿节', 'the hot word first');
});

test('bodies are indexed as the text a reader sees', () => {
  assert.equal(htmlToText('<p>雪顿<b>节</b></p><p>开幕&amp;闭幕</p><script>x()</script>'), '雪顿 节 开幕&闭幕');
});

test("getRelArticles: related reading shares the article's subject (its tags), not just its column", async () => {
  const tag = TAG_ROWS.find((t) => t.name === '雪顿节');
  assert.ok(tag);
  const tagged = await call(app, 'tagScreenArticles', { tagId: tag.id });
  const article = tagged.list.find((/** @type {any} */ a) => a.articleType !== 6);
  const related = await call(app, 'getRelArticles', { articleId: article.fileId });
  assert.ok(related.list.length >= 3);
  const own = await call(app, 'getArticleContent', { articleId: article.fileId });
  const ownTags = new Set(own.tags.map((/** @type {any} */ t) => t.id));
  const shared = [];
  for (const item of related.list) {
    const other = await call(app, 'getArticleContent', { articleId: item.fileId });
    shared.push(other.tags.filter((/** @type {any} */ t) => ownTags.has(t.id)).length);
  }
  // Most shared subjects first, and the first shares as many as any article does: the column's
  // nearest in time would not (checked: the old query fails here).
  const db = /** @type {any} */ (app).platform.ctx.db;
  const most = db
    .prepare(
      `SELECT COUNT(*) FROM article_tags mine JOIN article_tags other
    ON other.tag_id = mine.tag_id AND other.article_id <> mine.article_id JOIN articles a ON a.id = other.article_id
    WHERE mine.article_id = ? AND a.a_status = 1 AND a.article_type <> 6 GROUP BY other.article_id ORDER BY 1 DESC LIMIT 1`,
    )
    .pluck()
    .get(article.fileId);
  assert.equal(shared[0], most, `the first related article shares ${shared[0]} of the ${most} tags possible`);
  assert.deepEqual(
    shared,
    [...shared].sort((a, b) => b - a),
    `ordered by shared tags: ${shared}`,
  );
});

test('articles of a forbidden column (the test fixtures) are not found', async () => {
  assert.equal((await search({ keyword: '安全测试' })).totalCount, 0);
});

test('a body match carries a snippet around the word, a title match none (the reader saw no reason a result was found)', async () => {
  // '安居房' stands in seeded bodies, and in few titles.
  const found = await search({ keyword: '安居房' });
  const items = /** @type {any[]} */ (found.list);
  const bodyOf = /** @type {any} */ (app).platform.ctx.db
    .prepare('SELECT body FROM article_search WHERE rowid = ?')
    .pluck();
  const bodyOnly = items.filter((a) => !a.title.includes('安居房') && String(bodyOf.get(a.fileId)).includes('安居房'));
  assert.ok(bodyOnly.length > 0, 'some results match in the body only');
  for (const a of bodyOnly) {
    assert.match(a.snippet, /安居房/, `snippet of ${a.fileId}`);
    assert.ok([...a.snippet].length <= 16 + 3 + 40 + 2, `short: ${a.snippet}`);
  }
  for (const a of items.filter((x) => x.title.includes('安居房'))) assert.equal(a.snippet, '');
});

test('bodySnippet: cut at characters with an ellipsis where cut, case-insensitive, none without the word', async () => {
  const { bodySnippet } = await import('../routes/search.mjs');
  assert.equal(bodySnippet('Title', 'About  the\n yaks.', 'YAKS'), 'About the yaks.');
  const long = `${'前'.repeat(30)}牦牛${'后'.repeat(60)}`;
  assert.equal(bodySnippet('标题', long, '牦牛'), `…${'前'.repeat(16)}牦牛${'后'.repeat(40)}…`);
  assert.equal(bodySnippet('牦牛的标题', long, '牦牛'), '');
  assert.equal(bodySnippet('标题', long, '藏羚羊'), '');
});
