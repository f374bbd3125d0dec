// The mutation scopes over the product's own rules (docs/reliability.md, "Mutation testing";
// docs/decisions/0106), read from the folders so that a new slice or lib folder gets its scope
// without an edit here. scripts/mutation.mjs puts them beside the security edge's scopes.
//
// Each scope is judged by the tests that live beside its code (jest's findRelatedTests over the
// whole suite takes ~40 s a mutant under load): a slice by its own tests, a lib folder by its own.
// That makes each score a lower bound, as for the edge's scopes.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** lib folders that already have a scope of their own in scripts/mutation.mjs (the security edge). */
const EDGE_LIB = new Set(['auth', 'http', 'session']);

/** @param {string} relative a folder from the root */
function folders(relative) {
  return readdirSync(path.join(ROOT, relative), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** @param {string} relative a folder from the root */
function hasTests(relative) {
  return readdirSync(path.join(ROOT, relative), { recursive: true, encoding: 'utf8' }).some((file) =>
    /\.test\.tsx?$/.test(file),
  );
}

/**
 * One scope a slice: `features/<slice>`'s code against `features/<slice>`'s tests.
 * @returns {Record<string, import('./mutation.mjs').Scope>}
 */
export function sliceScopes() {
  return Object.fromEntries(
    folders('features').map((slice) => [
      slice,
      {
        runner: 'jest',
        about: `features/${slice}: the slice’s rules, against its own tests`,
        mutate: [`features/${slice}/**/*.{ts,tsx}`],
        tests: [`features/${slice}/**/*.test.{ts,tsx}`],
      },
    ]),
  );
}

/**
 * One scope a lib folder outside the security edge, judged by its own tests; the folders without
 * tests of their own (and lib's loose files) share `lib-rest`, judged by every test under lib/.
 * @returns {Record<string, import('./mutation.mjs').Scope>}
 */
export function libScopes() {
  const product = folders('lib').filter((name) => !EDGE_LIB.has(name));
  const tested = product.filter((name) => hasTests(`lib/${name}`));
  const untested = product.filter((name) => !tested.includes(name));
  return {
    ...Object.fromEntries(
      tested.map((name) => [
        `lib-${name}`,
        {
          runner: 'jest',
          about: `lib/${name}, against its own tests`,
          mutate: [`lib/${name}/**/*.{ts,tsx}`],
          tests: [`lib/${name}/**/*.test.{ts,tsx}`],
        },
      ]),
    ),
    'lib-rest': {
      runner: 'jest',
      about: `lib's loose files and ${untested.map((name) => `lib/${name}`).join(', ')}, against lib's tests that import them`,
      mutate: ['lib/*.{ts,mjs}', ...untested.map((name) => `lib/${name}/**/*.{ts,tsx}`)],
      tests: ['lib/**/*.test.{ts,tsx}'],
    },
  };
}

/**
 * The reference platform's rules (platform/lib), against its node:test files through the command
 * runner, as the `server` scope does: every mutant runs the whole command, so `platform` is slow
 * (minutes a mutant); `platform-limits` is the day and limit rules alone, against their own tests.
 * @returns {Record<string, import('./mutation.mjs').Scope>}
 */
export function platformScopes() {
  return {
    'platform-limits': {
      runner: 'command',
      about: 'platform/lib: the day boundary, the like and vote limits, against their node:test files',
      mutate: ['platform/lib/time.mjs', 'platform/lib/like-limits.mjs'],
      command:
        'node --test platform/test/like-limits.test.mjs platform/test/vote-day.test.mjs platform/test/points-day.test.mjs',
    },
    platform: {
      runner: 'command',
      about: 'platform/lib: the reference platform’s rules, against every platform/test file (slow)',
      mutate: ['platform/lib/**/*.mjs', '!platform/lib/time.mjs', '!platform/lib/like-limits.mjs'],
      command: 'node --test platform/test/*.test.mjs',
    },
  };
}
