// Mutation testing of the security-critical code the jest suite covers (npm run mutation; not part of
// npm test: it takes tens of minutes). docs/reliability.md records the score and what survives.
// On a busy machine one scope at a time: stryker.{auth,proxy,session,http}.config.mjs (stryker.scoped.mjs).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'jest',
  jest: { projectType: 'custom', configFile: 'jest.config.mjs', enableFindRelatedTests: true },
  mutate: [
    'lib/auth/**/*.ts',
    'lib/http/**/*.ts',
    'lib/session/**/*.ts',
    'proxy.ts',
    '!**/*.test.ts',
  ],
  // 'perTest' needs Stryker's mixin in every test environment (the component tests pick jsdom per file);
  // findRelatedTests keeps each mutant's run to the tests that import the mutated file.
  coverageAnalysis: 'off',
  checkers: [],
  concurrency: 2,
  timeoutMS: 20_000,
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/jest.json' },
  tempDirName: '.stryker-tmp',
  // Anchored at the root: a bare 'reports' also dropped features/reports from the sandbox.
  ignorePatterns: ['/.next', '/.data', '/test-results', '/reports', '/node_modules', '/playwright-report'],
  thresholds: { high: 90, low: 80, break: null },
};

export default config;
