/**
 * PLATFORM_DIALECT=designed (the default is g2, docs/decisions/0103): the answers of the later
 * generation docs/platform-api.md designs stay as they were. The calls added for the real dialects answer in the designed envelope
 * too, and an article stored in the real form is answered in the designed form.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { makePlatform, dispose, call, get } from './helpers.mjs';
import { REAL_FORM_ID, REAL_FORM_BYLINES } from '../seed/real-form.mjs';
import { resolveOptions, optionsFromEnv } from '../options.mjs';

/** @type {import('../app.mjs').PlatformApp} */
let app;
/** @type {string} */
let dir;
before(async () => {
  ({ app, dir } = await makePlatform({ images: false }));
});
after(() => dispose(app, dir));

test('g2 is the default dialect (docs/decisions/0103), designed when asked; PLATFORM_DIALECT and PLATFORM_HOME_COLUMN_ID are checked at start', () => {
  assert.equal(resolveOptions().dialect, 'g2');
  assert.equal(optionsFromEnv({}).dialect, 'g2');
  assert.equal(optionsFromEnv({ PLATFORM_DIALECT: 'designed' }).dialect, 'designed');
  assert.equal(app.platform.options.dialect, 'designed');
  assert.equal(optionsFromEnv({ PLATFORM_DIALECT: 'g1', PLATFORM_HOME_COLUMN_ID: '24' }).homeColumnId, 24);
  assert.equal(optionsFromEnv({}).homeColumnId, 1000);
  assert.throws(() => optionsFromEnv({ PLATFORM_DIALECT: 'g3' }), /PLATFORM_DIALECT must be designed, g1 or g2/);
  assert.throws(
    () => optionsFromEnv({ PLATFORM_HOME_COLUMN_ID: 'home' }),
    /PLATFORM_HOME_COLUMN_ID must be a positive integer/,
  );
});

test('a home column id that a seeded column has is refused at start', async () => {
  await assert.rejects(
    makePlatform({ dir, images: false, dialect: 'g2', homeColumnId: 1 }),
    /PLATFORM_HOME_COLUMN_ID 1 is a column of the seed/,
  );
});

test('the article stored in the real form answers in the designed form: IMAGES groups, no inline video, designed byline names', async () => {
  const a = await call(app, 'getArticleContent', { articleId: REAL_FORM_ID });
  assert.doesNotMatch(a.content, /IMAGEARRAY|VIDEOARRAY/);
  const refs = [...a.content.matchAll(/<!--IMAGES#\d+-->/g)].map((m) => m[0]);
  assert.equal(refs.length, 3);
  assert.deepEqual(
    a.images.map((/** @type {{ref: string}} */ g) => g.ref),
    refs,
    'each placeholder resolves',
  );
  assert.ok(a.images.every((/** @type {{imagearray: unknown[]}} */ g) => g.imagearray.length === 1));
  assert.equal(a.liabilityEditor, REAL_FORM_BYLINES.liability);
  assert.equal(a.photographer, REAL_FORM_BYLINES.cameraman);
  assert.equal(a.designer, REAL_FORM_BYLINES.drawer);
  assert.equal(a.coordinator, REAL_FORM_BYLINES.overallPlanning);
  assert.equal(a.checker, REAL_FORM_BYLINES.checker);
  assert.equal('liability' in a || 'collaborator' in a, false, 'no real-only names');
});

test('the designed answers keep their envelope and their errors; columns start at 0', async () => {
  const top = await call(app, 'getColumns', { parentColumnId: 0 });
  assert.equal(top.columns[0].columnId, 1);
  assert.ok(!top.columns.some((/** @type {{columnId: number}} */ c) => c.columnId === 1000));
  const missing = (await get(app, '/app_if/getArticleContent', { articleId: 99999999, curVersions: 1 })).body;
  assert.deepEqual(missing, { status: -1, message: 'article not found' });
  const found = await call(app, 'searchAll', { columnId: 0, key: '拉萨', start: 0, count: 5 });
  assert.deepEqual(Object.keys(found), ['list', 'totalCount', 'hasMore']);
  assert.ok(found.list.length > 0 && typeof found.list[0].fileId === 'number');
  const lives = await call(app, 'getLiveArticles', { columnId: 8 });
  assert.ok(
    lives.list.every(
      (/** @type {{articleType: number, linkID: number, fileId: number}} */ l) =>
        l.articleType === 6 && l.linkID === l.fileId,
    ),
  );
  const jsonp = await get(app, '/app_if/getArticles', { columnId: 1, jsoncallback: 'cb' });
  assert.equal(jsonp.body.status, 0, 'no JSONP in the designed dialect');
});
