// One scoped part of `npm run mutation` (docs/reliability.md, "Mutation testing"; docs/decisions/0065):
// the mutants of a few files, each run against the tests written for that edge instead of every test
// that imports it through a route handler (hundreds of tests, ~40 s a mutant under load). The score
// is a lower bound for those files: a mutant only some other test kills counts as survived.
import base from './stryker.config.mjs';

/**
 * @param {{ name: string, mutate: string[], tests: string[] }} scope
 * @returns {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export function scoped({ name, mutate, tests }) {
  return {
    ...base,
    mutate: [...mutate, '!**/*.test.ts'],
    // One mutant at a time: the machine has two cores and other work on them.
    concurrency: 1,
    jest: {
      ...base.jest,
      // findRelatedTests (the base's) still narrows a mutant's run to those of these tests that import its file.
      config: {
        testMatch: tests.map((glob) => `<rootDir>/${glob}`),
        // jest's 5 s default fails tests in the dry run when the machine is loaded.
        testTimeout: 30_000,
      },
    },
    timeoutMS: 60_000,
    jsonReporter: { fileName: `reports/mutation/${name}.json` },
    incrementalFile: `reports/mutation/${name}-incremental.json`,
  };
}
