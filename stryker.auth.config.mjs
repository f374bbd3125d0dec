// The lib/auth part of `npm run mutation`, small enough for a busy machine (docs/reliability.md,
// "Mutation testing"): the mutants of lib/auth, each run against the tests written for the sign-in
// edge (lib/auth, lib/session, the auth routes) instead of every test that imports it through a
// route handler (hundreds of component and route tests, ~40 s a mutant under load). A lower bound
// on the full run's score for these files: a mutant only some other test kills counts as survived.
// npx stryker run stryker.auth.config.mjs
import base from './stryker.config.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  ...base,
  mutate: ['lib/auth/**/*.ts', '!**/*.test.ts'],
  jest: {
    ...base.jest,
    config: {
      testMatch: ['<rootDir>/lib/auth/**/*.test.ts', '<rootDir>/lib/session/**/*.test.ts', '<rootDir>/app/api/auth/**/*.test.ts'],
      // jest's 5 s default fails tests in the dry run when the machine is loaded.
      testTimeout: 30_000,
    },
  },
  timeoutMS: 60_000,
  jsonReporter: { fileName: 'reports/mutation/auth.json' },
  incrementalFile: 'reports/mutation/auth-incremental.json',
};

export default config;
