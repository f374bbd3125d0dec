// @ts-check
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { importBoundaries } from './lint/importBoundaries.mjs';
import { processNames } from './lint/processNames.mjs';

/**
 * Server code: the platform client, the reader's session, the parts of lib/auth that sign or keep
 * secrets, each slice's server/ folder (the modules that run its calls) and its page modules.
 */
const SERVER_LIB =
  '^lib/(platform|session)/|^lib/auth/|^features/[^/]+/server/|^features/[^/]+/[^/]+\\.(page|handler)$';
/** lib/auth's pure helpers (no secret, no request state), which a browser may run as well. */
const CLIENT_SAFE_AUTH = '^lib/auth/(returnPath|hostAppUa|loginErrors)$';

/** Who may import what (lint/importBoundaries.mjs; tested by tests/lint/importBoundaries.test.ts). */
/** @type {import('./lint/importBoundaries.mjs').Zone[]} */
const ZONES = [
  {
    importer: '.',
    clientOnly: true,
    forbidden: SERVER_LIB,
    allowed: CLIENT_SAFE_AUTH,
    message:
      'a client component would ship server code (platform calls, secrets, the session) to the browser; load it on the server and pass the data as props',
  },
  {
    // Components: everything under components/, and the PascalCase .tsx files of a slice.
    importer: '^components/|^features/[^/]+/[A-Z][^/]*\\.tsx$',
    // Server components that still load their own data (a column's feed, an article's ads); their
    // page modules should take that over, and then these two leave this list.
    except: '^features/(columns/ColumnPage|ads/ArticleAds)\\.tsx$',
    forbidden: SERVER_LIB,
    allowed: CLIENT_SAFE_AUTH,
    message: 'components render what they are given; page modules (features/<slice>/*.page.ts) do the loading',
  },
  {
    // Plumbing depends on no feature (docs/decisions/0073): lib/ and components/ are what every slice
    // builds on. The registries are the one place that lists the slices: every call, every route,
    // the routes plumbing names, and the answers of our handlers the browser reads. Tests may wire a
    // slice in to exercise the plumbing.
    importer: '^(lib|components)/',
    except: '^lib/(platform/calls|routing/routeTable|routing/entryRoutes|http/answerSchemas)\\.ts$|\\.test\\.tsx?$',
    typesToo: true,
    forbidden: '^features/',
    message:
      'plumbing imports no slice: move the piece into the slice that owns it, or into lib/components if every slice needs it; a slice is listed only in the registries (lib/platform/calls.ts, lib/routing/routeTable.ts, lib/routing/entryRoutes.ts, lib/http/answerSchemas.ts)',
  },
  {
    importer: '^(app|components|features|lib)/',
    forbidden: '^platform/',
    message: 'the reference platform is a separate server; the site reaches it over HTTP only (lib/platform)',
  },
  {
    importer: '^platform/',
    forbidden: '^(app|components|features|lib)/',
    message: 'the reference platform stands alone, as a real platform would; it knows nothing of the site',
  },
  {
    importer: '^tests/e2e/',
    except: '^tests/e2e/support/test\\.ts$',
    forbidden: '^@playwright/test$',
    message:
      'import test and expect from tests/e2e/support/test.ts, whose browser context runs axe on every page a test visits',
  },
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.stryker-tmp/**',
      'reports/**',
      'node_modules/**',
      'platform/media/**',
      'public/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      '.data/**',
    ],
  },
  {
    plugins: { boundaries: { rules: { imports: importBoundaries } } },
    rules: { 'boundaries/imports': ['error', ZONES] },
  },
  {
    // A focused test committed by mistake runs alone and the suite goes green without the rest
    // (Playwright's forbidOnly also refuses it; jest has no such switch).
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression > MemberExpression.callee[property.name='only'][object.name=/^(describe|it|test)$/]",
          message: 'no focused tests (.only) in the repository',
        },
        {
          selector: "CallExpression > MemberExpression.callee[property.name='only'][object.property.name='describe']",
          message: 'no focused tests (.only) in the repository',
        },
      ],
    },
  },
  {
    // State one process shares (the front server and Next's bundles) is named in one module
    // (lint/processNames.mjs, tested by tests/lint/processNames.test.ts). The reference platform
    // is a process of its own and imports nothing of the site.
    ignores: ['platform/**'],
    plugins: { process: { rules: { names: processNames } } },
    rules: { 'process/names': ['error', { owner: 'lib/processWide.mjs' }] },
  },
];

export default config;
