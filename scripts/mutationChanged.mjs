// `npm run mutation -- --changed [ref]`: which scopes a change touched, and which of their files
// to mutate (docs/reliability.md, "Mutation testing"; docs/decisions/0106). Each scope keeps its
// results in tests/mutation/<scope>.json (Stryker's incremental mode), so a run over a changed
// file tests only the mutants whose code changed. Stryker reuses a result whenever the mutant's
// code is the same (the scopes run without per-test coverage, so it cannot see a new test): a file
// whose test changed is mutated again in full (`--force`), so that a new test's kills are counted.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The files that differ between the merge base of `ref` and the working tree (committed or not,
 * and new files not yet added).
 * @param {string} ref
 * @param {string} root
 * @returns {string[]}
 */
export function changedFiles(ref, root) {
  const git = (/** @type {string[]} */ ...args) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  const [base] = git('merge-base', ref, 'HEAD');
  if (!base) throw new Error(`no merge base between ${ref} and HEAD`);
  const files = [...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')];
  return [...new Set(files)].filter((file) => existsSync(path.join(root, file)));
}

/**
 * Whether a scope mutates a file: it matches one of the scope's globs and none of its `!` globs.
 * @param {string[]} globs
 * @param {string} file
 */
export function mutates(globs, file) {
  const positive = globs.filter((glob) => !glob.startsWith('!'));
  const negative = globs.filter((glob) => glob.startsWith('!')).map((glob) => glob.slice(1));
  return (
    positive.some((glob) => path.matchesGlob(file, glob)) &&
    !negative.some((glob) => path.matchesGlob(file, glob)) &&
    !/\.test\.(ts|tsx|mjs)$|\.d\.ts$/.test(file)
  );
}

/** `a/b.test.tsx` → the file it tests, `a/b.tsx` (or `a/b.ts`), whichever the scope mutates. */
function subjectsOf(/** @type {string} */ testFile) {
  const match = /^(.*)\.test\.(ts|tsx|mjs)$/.exec(testFile);
  if (!match) return [];
  return ['ts', 'tsx', 'mjs'].map((ext) => `${match[1]}.${ext}`);
}

/**
 * For each scope a change touched: the changed files it mutates (incremental), and the files whose
 * tests changed (mutated again in full). `full` is left out: it mutates the edge's files again.
 * @param {Record<string, { mutate: string[] }>} scopes
 * @param {string[]} files the changed files, from the root
 * @param {(file: string) => boolean} exists whether a file is there (a test's subject may not be)
 * @returns {{ name: string, changed: string[], retest: string[] }[]}
 */
export function changedScopes(scopes, files, exists) {
  const plans = [];
  for (const [name, scope] of Object.entries(scopes)) {
    if (name === 'full') continue;
    const changed = files.filter((file) => mutates(scope.mutate, file));
    const retest = [
      ...new Set(
        files
          .flatMap(subjectsOf)
          .filter((file) => mutates(scope.mutate, file) && exists(file) && !changed.includes(file)),
      ),
    ];
    if (changed.length || retest.length) plans.push({ name, changed, retest });
  }
  return plans;
}
