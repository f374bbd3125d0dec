#!/usr/bin/env node
// `npm run mutation [-- <scope>… [stryker options]]`: Stryker over the named scopes, one after
// the other (docs/reliability.md, "Mutation testing"; docs/decisions/0078). Without a name, every
// scope of DEFAULT_SCOPES. Options after the names go to each run, e.g.
// `npm run mutation -- http --mutate lib/http/handler/rateLimit.ts`; `--list` names the scopes.
// stryker.config.mjs builds its options from this file's table (scopeConfig), so the table is the
// one place that says what each scope mutates and which tests judge it.
//
// A jest scope runs each mutant against the tests written for that edge, not against every test
// that imports the file through a handler (hundreds of tests, ~40 s a mutant under load): its
// score is a lower bound, since a mutant only some other test kills counts as survived. `full`
// is the unscoped run (every related jest test) for a quiet machine; it is named, never default.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { changedFiles, changedScopes } from './mutationChanged.mjs';
import { libScopes, platformScopes, sliceScopes } from './mutationProductScopes.mjs';

/**
 * @typedef {{ runner: 'jest', about: string, mutate: string[], tests: string[] | null }} JestScope
 *   tests: globs from the root; null: every test jest's findRelatedTests picks for the mutated file
 * @typedef {{ runner: 'command', about: string, mutate: string[], command: string }} CommandScope
 * @typedef {JestScope | CommandScope} Scope
 */

/** Page cache and admission are covered by node:test files, which the jest runner cannot run. */
const SERVER_TESTS = [
  'admission',
  'busy',
  'cacheFlood',
  'freshness',
  'front',
  'language',
  'failures',
  'hitPath',
  'incompletePage',
  'memoryLog',
  'slowClients',
  'abuse',
  'pageCache',
].map((name) => `server/test/${name}.test.mjs`);

/** @type {Record<string, Scope>} */
export const SCOPES = {
  proxy: {
    runner: 'jest',
    about: 'proxy.ts: the CSP nonce, security headers, locale and device cookies, the 503 rewrites',
    mutate: ['proxy.ts'],
    // tests/api/likeFlood.test.ts passes through proxy.ts too, but loads every like handler:
    // ~20 s a mutant under load for no mutant these tests do not kill.
    tests: ['tests/proxy/**/*.test.ts'],
  },
  session: {
    runner: 'jest',
    about: 'lib/session: the sealed cookie, the device signature, the secret, revocation, refusal',
    mutate: ['lib/session/**/*.ts'],
    tests: [
      'lib/session/**/*.test.ts',
      'lib/auth/sessionRefresh.test.ts',
      'lib/auth/tokenRetry.test.ts',
      'lib/auth/memberRefresh.test.ts',
    ],
  },
  http: {
    runner: 'jest',
    about: 'lib/http: rate limits, origin checks, the CSP, the handler’s order of checks and its errors',
    mutate: ['lib/http/**/*.{ts,mjs}'],
    // The proxy's tests read the policy and headers on real answers.
    tests: ['lib/http/**/*.test.ts', 'tests/proxy/**/*.test.ts'],
  },
  auth: {
    runner: 'jest',
    about: 'lib/auth: sign-in, refresh, the weixin state and return paths',
    mutate: ['lib/auth/**/*.ts'],
    // The sign-in edge: lib/auth, lib/session and the member slice's sign-in handlers.
    tests: [
      'lib/auth/**/*.test.ts',
      'lib/session/**/*.test.ts',
      'features/member/{auth,weixin}*.handler.test.ts',
      'features/member/server/*.test.ts',
    ],
  },
  server: {
    runner: 'command',
    about: 'the front server’s page cache and admission, against the node:test files that use them',
    mutate: ['server/pageCache.mjs', 'server/admission.mjs'],
    // Not sharedStore.test.mjs (Redis, tested on its own: docs/reliability.md).
    command: `node --test ${SERVER_TESTS.join(' ')}`,
  },
  ...sliceScopes(),
  ...libScopes(),
  ...platformScopes(),
  full: {
    runner: 'jest',
    about: 'lib/auth, lib/http, lib/session and proxy.ts against every related jest test (hours: a quiet machine)',
    mutate: ['lib/auth/**/*.ts', 'lib/http/**/*.{ts,mjs}', 'lib/session/**/*.ts', 'proxy.ts'],
    tests: null,
  },
};

/** What `npm run mutation` runs: every scope once (`full` mutates the security edge's files again). */
export const DEFAULT_SCOPES = Object.keys(SCOPES).filter((name) => name !== 'full');

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const COMMON = {
  coverageAnalysis: 'off',
  checkers: [],
  reporters: ['clear-text', 'progress', 'json'],
  tempDirName: '.stryker-tmp',
  // Anchored at the root: a bare 'reports' also dropped features/reports from the sandbox. `.tools`
  // holds the fetched Node.js (scripts/ensure-node.sh), in a worktree a link to a folder, which
  // Stryker's copy into the sandbox failed on (EISDIR).
  ignorePatterns: ['/.next', '/.data', '/test-results', '/reports', '/node_modules', '/playwright-report', '/.tools'],
  thresholds: { high: 90, low: 80, break: null },
  timeoutMS: 60_000,
};

/** Where a scope's results are kept between runs (committed). */
export function incrementalFileOf(/** @type {string} */ name) {
  return `tests/mutation/${name}.json`;
}

/**
 * The Stryker options of one named scope (stryker.config.mjs's default export).
 * @param {string | undefined} name
 * @returns {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export function scopeConfig(name) {
  if (!name) {
    throw new Error(
      `MUTATION_SCOPE is not set: run \`npm run mutation\` (every scope) or \`npm run mutation -- <scope>\` (one of ${Object.keys(SCOPES).join(', ')})`,
    );
  }
  const scope = SCOPES[name];
  if (!scope) throw new Error(`no mutation scope '${name}': one of ${Object.keys(SCOPES).join(', ')}`);
  const files = {
    mutate: [...scope.mutate, '!**/*.test.{ts,tsx,mjs}', '!**/*.d.ts'],
    jsonReporter: { fileName: `reports/mutation/${name}.json` },
    // Kept in the repository: a later run mutates only what changed since (docs/decisions/0106).
    incremental: true,
    incrementalFile: incrementalFileOf(name),
  };
  if (scope.runner === 'command') {
    return { ...COMMON, ...files, testRunner: 'command', commandRunner: { command: scope.command }, concurrency: 1 };
  }
  return {
    ...COMMON,
    ...files,
    testRunner: 'jest',
    // 'perTest' coverage would need Stryker's mixin in every test environment (the component tests
    // pick jsdom per file); findRelatedTests keeps each mutant's run to the tests that import the
    // mutated file, within the scope's tests when it names them.
    jest: {
      projectType: 'custom',
      configFile: 'jest.config.mjs',
      enableFindRelatedTests: true,
      // jest's 5 s default fails tests in the dry run when the machine is loaded.
      config: {
        testTimeout: 30_000,
        ...(scope.tests ? { testMatch: scope.tests.map((glob) => `<rootDir>/${glob}`) } : {}),
      },
    },
    // A scoped run takes one mutant at a time: the machine has two cores and other work on them.
    concurrency: scope.tests ? 1 : 2,
  };
}

/**
 * The scope names at the head of the arguments, and the Stryker options after them.
 * @param {string[]} args
 * @returns {{ names: string[], options: string[] }}
 */
export function parseArguments(args) {
  const first = args.findIndex((arg) => arg.startsWith('-'));
  const names = first === -1 ? args : args.slice(0, first);
  const options = first === -1 ? [] : args.slice(first);
  const unknown = names.filter((name) => !(name in SCOPES));
  if (unknown.length)
    throw new Error(
      `no mutation scope ${unknown.map((n) => `'${n}'`).join(', ')}: one of ${Object.keys(SCOPES).join(', ')}`,
    );
  return { names: names.length ? names : DEFAULT_SCOPES, options };
}

/** `--changed`'s time limit unless `--budget <minutes>` says otherwise. */
const CHANGED_BUDGET_MINUTES = 15;

/**
 * The runs of `--changed [ref]`: a scope a change touched, once over its changed files and once
 * (forced) over the files whose tests changed (scripts/mutationChanged.mjs).
 * @param {string[]} args
 * @param {string} root
 * @returns {{ runs: { name: string, options: string[] }[], budgetMs: number }}
 */
export function changedRuns(args, root) {
  const at = args.indexOf('--changed');
  const next = args[at + 1];
  const ref = next && !next.startsWith('-') ? next : 'main';
  const budgetAt = args.indexOf('--budget');
  const minutes = budgetAt === -1 ? CHANGED_BUDGET_MINUTES : Number(args[budgetAt + 1]);
  if (!(minutes > 0)) throw new Error('--budget takes a number of minutes, e.g. --budget 10');
  const runs = changedScopes(SCOPES, changedFiles(ref, root), (file) => existsSync(path.join(root, file))).flatMap(
    ({ name, changed, retest }) => [
      ...(changed.length ? [{ name, options: ['--mutate', changed.join(',')] }] : []),
      ...(retest.length ? [{ name, options: ['--mutate', retest.join(','), '--force'] }] : []),
    ],
  );
  return { runs, budgetMs: minutes * 60_000 };
}

/**
 * One Stryker run of a scope, one mutant at a time on a shared machine unless the options say.
 * @param {string} name
 * @param {string[]} options
 * @param {string} root
 * @param {number} [timeoutMs]
 */
function runScope(name, options, root, timeoutMs) {
  // The package exports no bin path: found beside its package.json.
  const stryker = path.join(
    path.dirname(createRequire(import.meta.url).resolve('@stryker-mutator/core/package.json')),
    'bin/stryker.js',
  );
  console.log(`\n── mutation scope ${name}: ${SCOPES[name]?.about} ${options.join(' ')}`);
  return spawnSync(process.execPath, [stryker, 'run', 'stryker.config.mjs', ...options], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, MUTATION_SCOPE: name },
    timeout: timeoutMs,
    killSignal: 'SIGINT',
  });
}

function main() {
  const args = process.argv.slice(2);
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  if (args.includes('--list')) {
    const width = Math.max(...Object.keys(SCOPES).map((name) => name.length)) + 1;
    for (const [name, scope] of Object.entries(SCOPES)) {
      console.log(`${name.padEnd(width)}${DEFAULT_SCOPES.includes(name) ? ' ' : '*'} ${scope.about}`);
    }
    console.log('\n* named only: not in `npm run mutation` without names');
    return 0;
  }
  if (args.includes('--changed')) {
    const { runs, budgetMs } = changedRuns(args, root);
    if (!runs.length) {
      console.log('mutation --changed: no scope mutates a changed file');
      return 0;
    }
    const deadline = Date.now() + budgetMs;
    for (const { name, options } of runs) {
      const left = deadline - Date.now();
      const run = left > 0 ? runScope(name, options, root, left) : null;
      if (!run || run.error || run.signal) {
        console.error(
          `mutation --changed: over its budget of ${budgetMs / 60_000} min at scope ${name} ${options.join(' ')}; ` +
            'run that scope alone (its results so far are not kept)',
        );
        return 3;
      }
      if (run.status !== 0) return run.status ?? 1;
    }
    return 0;
  }
  const { names, options } = parseArguments(args);
  for (const name of names) {
    const run = runScope(name, options, root);
    if (run.status !== 0) {
      console.error(
        `mutation scope ${name} failed (exit ${run.status ?? run.signal}); the scopes after it were not run`,
      );
      return run.status ?? 1;
    }
  }
  return 0;
}

// Run as a command, not when stryker.config.mjs imports the table.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    process.exitCode = main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  }
}
