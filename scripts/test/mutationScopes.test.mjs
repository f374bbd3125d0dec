// The mutation scopes cover the product, not only the security edge, and `--changed` picks the
// scopes and files a change touched (scripts/mutation.mjs, docs/decisions/0106).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SCOPES, SCOPES, scopeConfig } from '../mutation.mjs';
import { changedScopes, mutates } from '../mutationChanged.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every source file under a folder, from the root, tests and declarations apart. @param {string} folder @param {RegExp} pattern */
function sources(folder, pattern) {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .map((file) => `${folder}/${file}`)
    .filter((file) => pattern.test(file) && !/\.test\.|\.d\.ts$/.test(file));
}

test('every source file of features/, lib/ and platform/lib is mutated by a scope `npm run mutation` runs', () => {
  const files = [
    ...sources('features', /\.tsx?$/),
    ...sources('lib', /\.(tsx?|mjs)$/),
    ...sources('platform/lib', /\.mjs$/),
  ];
  /** The scope's globs; every name of DEFAULT_SCOPES is one of SCOPES. @param {string} name */
  const globsOf = (name) => /** @type {import('../mutation.mjs').Scope} */ (SCOPES[name]).mutate;
  const uncovered = files.filter((file) => !DEFAULT_SCOPES.some((name) => mutates(globsOf(name), file)));
  assert.deepEqual(uncovered, []);
});

test('each scope keeps its results in the repository and runs incrementally', () => {
  const config =
    /** @type {{ incremental?: boolean, incrementalFile?: string, jest?: { config?: { testMatch?: string[] } } }} */ (
      scopeConfig('articles')
    );
  assert.equal(config.incremental, true);
  assert.equal(config.incrementalFile, 'tests/mutation/articles.json');
  assert.deepEqual(config.jest?.config?.testMatch, ['<rootDir>/features/articles/**/*.test.{ts,tsx}']);
});

test('--changed mutates the changed files of the scopes that hold them, and again in full the files whose tests changed', () => {
  const plans = changedScopes(
    SCOPES,
    [
      'features/comments/comment.map.ts',
      'features/articles/articleDetail.map.test.ts',
      'lib/content/sanitize.ts',
      'docs/reliability.md',
    ],
    (file) => existsSync(path.join(ROOT, file)),
  );
  assert.deepEqual(plans, [
    { name: 'articles', changed: [], retest: ['features/articles/articleDetail.map.ts'] },
    { name: 'comments', changed: ['features/comments/comment.map.ts'], retest: [] },
    { name: 'lib-content', changed: ['lib/content/sanitize.ts'], retest: [] },
  ]);
});

test('a test file, a declaration or a file outside every scope is never mutated', () => {
  assert.equal(mutates(SCOPES.articles?.mutate ?? [], 'features/articles/articleDetail.map.test.ts'), false);
  assert.equal(mutates(SCOPES['lib-rest']?.mutate ?? [], 'lib/processWide.d.mts'), false);
  assert.deepEqual(
    changedScopes(SCOPES, ['README.md', 'tests/e2e/article.spec.ts'], () => true),
    [],
  );
});
