/**
 * The dialect table (platform/lib/dialect/calls.mjs) holds every app_if call the platform registers:
 * each either names its public source and answers in the real form, or is marked designed.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { makePlatform, dispose, platformVariants } from './helpers.mjs';
import { REAL, DESIGNED } from '../lib/dialect/calls.mjs';
import { sample, sampleFiles } from './public-samples.mjs';

/** @type {import('../app.mjs').PlatformApp} */
let app;
/** @type {import('../app.mjs').PlatformApp} */
let g2;
/** @type {string} */
let dir;
const variants = platformVariants({ seedArticles: 20 });
before(async () => {
  ({ app, dir } = await makePlatform({ images: false, seedArticles: 20 }));
  g2 = /** @type {import('../app.mjs').PlatformApp} */ (await variants.start({ dialect: 'g2' }));
});
after(() => dispose(app, dir));

const PUBLIC = [
  'intergrate-dev/xy-wan-xzw',
  'intergrate-dev/xy6.0-xzw',
  'intergrate-dev/sso-app-xzw',
  'jiangbm/XFJ_FZ_API',
];
/** Calls only the real dialects have: the real platform's own, and those a designed call's handler answers. */
const REAL_ONLY = Object.entries(REAL)
  .filter(([, e]) => e.realOnly || (e.via && !(e.only ?? ['g1', 'g2']).includes('designed')))
  .map(([c]) => c);

test('every registered app_if call is in the table once, and the table names no call that is not there', () => {
  const listed = [...Object.keys(REAL), ...Object.keys(DESIGNED)].sort();
  assert.deepEqual(
    Object.keys(REAL).filter((c) => c in DESIGNED),
    [],
    'no call is both',
  );
  const designed = [...app.platform.appIfCalls].sort();
  assert.deepEqual(
    designed.filter((c) => !listed.includes(c)),
    [],
    'calls the table lacks',
  );
  // The designed dialect has every call but the real platform's own; g2 has them all.
  assert.deepEqual(
    listed.filter((c) => !designed.includes(c)),
    REAL_ONLY.filter((c) => !designed.includes(c)).sort(),
    'calls the designed platform lacks',
  );
  assert.deepEqual(
    REAL_ONLY.filter((c) => designed.includes(c)),
    ['myDiscuss'],
    'a real-only call in the designed dialect (myDiscuss is a designed call of its own there)',
  );
  assert.deepEqual([...g2.platform.appIfCalls].sort(), listed, 'g2 registers every call of the table');
});

test('a real call names a public repository; a designed one says it is designed', () => {
  for (const [call, entry] of Object.entries(REAL)) {
    assert.ok(
      PUBLIC.some((repo) => entry.source.includes(repo)),
      `${call}: ${entry.source}`,
    );
    assert.ok(['read', 'write', 'flag', 'reply'].includes(entry.kind), call);
  }
  for (const [call, why] of Object.entries(DESIGNED)) assert.match(why, /^designed: /, call);
});

test('the reading calls the dialects cover: columns, articles, comments, search, lives, modules, paper, accounts', () => {
  const reads = Object.entries(REAL)
    .filter(([, e]) => e.kind === 'read')
    .map(([c]) => c);
  for (const c of [
    'getConfig',
    'getColumns',
    'getColumn',
    'getArticles',
    'getArticleContent',
    'discussView',
    'discussHot',
    'discussReply',
    'discussCount',
    'search',
    'searchAll',
    'liveView',
    'liveComing',
    'getLiveArticles',
    'moduleView',
    'getPapers',
    'getPaperLayouts',
    'getPaperArticles',
    'getPaperArticle',
    'xyRank',
    'regionleaderView',
  ])
    assert.ok(reads.includes(c), c);
  assert.deepEqual(
    Object.entries(REAL)
      .filter(([, e]) => e.kind === 'write')
      .map(([c]) => c)
      .sort(),
    [
      'discuss',
      'discussDelete',
      'event',
      'expose',
      'fav',
      'favCancel',
      'saveActivity',
      'tipoff',
      'topicSub',
      'topicSubCancel',
    ],
  );
});

test('every public sample names the repository, commit and file it comes from', () => {
  const files = sampleFiles();
  assert.ok(files.length >= 20);
  for (const f of files) {
    const { source } = sample(f);
    assert.ok(PUBLIC.includes(source.repository), `${f}: ${source.repository}`);
    assert.match(source.commit, /^[0-9a-f]{40}$/, f);
    assert.ok(typeof source.file === 'string' && source.file.length > 0, f);
  }
});
