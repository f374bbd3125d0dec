// @ts-check
import nextJestModule from 'next/jest.js';

// next/jest is CommonJS whose module.exports is the factory, which import gives as `default`; its
// types describe an ES module with a default export, so under Node's resolution they put it one
// level down (server/renderWorker.mjs reads `next` the same way).
const nextJest = /** @type {typeof import('next/jest.js').default} */ (/** @type {unknown} */ (nextJestModule));
const createJestConfig = nextJest({ dir: './' });

// ESM-only packages that jest must transform (DESIGN.md, measured).
const esmPackages = [
  'ky',
  'iron-session',
  'iron-webcrypto',
  'uint8array-extras',
  'cookie',
  'next-intl',
  'use-intl',
  'icu-minify',
  '@formatjs',
  'intl-messageformat',
].join('|');

/** @type {import('jest').Config} */
const config = {
  // Logic tests run in node; component tests opt in with a `@jest-environment jsdom` docblock.
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  testPathIgnorePatterns: [
    '/node_modules/',
    '/.next/',
    '<rootDir>/tests/e2e/',
    '<rootDir>/platform/',
    '<rootDir>/.stryker-tmp/',
  ],
  modulePathIgnorePatterns: ['<rootDir>/.stryker-tmp/'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  setupFilesAfterEnv: ['<rootDir>/tests/jest.setup.ts'],
};

async function jestConfig() {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [`/node_modules/(?!(${esmPackages})/)`];
  return resolved;
}

export default jestConfig;
