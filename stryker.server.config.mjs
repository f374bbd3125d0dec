// Mutation testing of the front server's page cache and admission, which node:test covers (the jest
// runner cannot run those tests): each mutant runs the server tests that use these files (about 10 s
// together), not sharedStore.test.mjs (Redis, tested on its own: docs/reliability.md).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'command',
  commandRunner: {
    command: 'node --test server/test/admission.test.mjs server/test/busy.test.mjs server/test/cacheFlood.test.mjs server/test/freshness.test.mjs server/test/front.test.mjs server/test/language.test.mjs server/test/failures.test.mjs server/test/hitPath.test.mjs server/test/incompletePage.test.mjs server/test/memoryLog.test.mjs server/test/slowClients.test.mjs server/test/abuse.test.mjs server/test/pageCache.test.mjs',
  },
  mutate: ['server/pageCache.mjs', 'server/admission.mjs'],
  coverageAnalysis: 'off',
  concurrency: 2,
  timeoutMS: 60_000,
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/server.json' },
  tempDirName: '.stryker-tmp',
  // Anchored at the root: a bare 'reports' also drops features/reports from the sandbox.
  ignorePatterns: ['/.next', '/.data', '/test-results', '/reports', '/node_modules', '/playwright-report'],
  thresholds: { high: 90, low: 80, break: null },
};

export default config;
