import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];

// The e2e suite runs the production build in Debian's Chromium against the real reference
// platform, on ports of its own and a fresh database, so it never disturbs `npm start`.
const PLATFORM_PORT = Number(process.env.E2E_PLATFORM_PORT ?? 4199);
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3199);
const basePath = `/${process.env.BUILD_TYPE ?? 'wap'}/${process.env.TEMPLATE_PREFIX ?? 'touch'}`;
export const PLATFORM_URL = `http://127.0.0.1:${PLATFORM_PORT}`;
// The reading journey against the older public gateway's dialect (tests/e2e/olderGateway.spec.ts):
// a platform and a front end of their own, on the next ports.
const G1_PLATFORM_PORT = PLATFORM_PORT + 1;
const G1_WEB_PORT = WEB_PORT + 1;
// The designed generation's own features (tests/e2e/designedGeneration.spec.ts; docs/decisions/0103):
// the suite runs against the real platform's generation, these against a designed platform of their own.
const DESIGNED_PLATFORM_PORT = PLATFORM_PORT + 2;
const DESIGNED_WEB_PORT = WEB_PORT + 2;

// E2E_WEB_URL (e.g. http://127.0.0.1:3150/wap/touch/) runs the suite against servers already running.
const external = process.env.E2E_WEB_URL;
// Every answer the platform gives is recorded here; tests/e2e/support/contractTeardown.ts checks them.
const RECORD_FILE = '.data/e2e-answers.jsonl';
// Moderation on the platform drops the site's cached pages through this token (platform/lib/sitePurge.mjs).
const PURGE_TOKEN = 'e2e-cache-purge-token-0123456789';

/**
 * A platform of another generation and a front end of its own, for a project that reads the site
 * there (olderGateway, designedGeneration): a fresh database, 200 articles, ports of their own.
 */
function sideServers(dialect: 'g1' | 'designed', platformPort: number, webPort: number): WebServer[] {
  return [
    {
      command: `node platform/launch.mjs --fresh --seed-articles 200 --port ${platformPort} --db .data/e2e-${dialect}.db`,
      env: { PLATFORM_DIALECT: dialect, PLATFORM_SHARE_BASE: `http://127.0.0.1:${webPort}${basePath}` },
      url: `http://127.0.0.1:${platformPort}/health`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `node server/main.mjs`,
      url: `http://127.0.0.1:${webPort}${basePath}/home.html`,
      env: {
        XY_API_BASE_URL: `http://127.0.0.1:${platformPort}`,
        SITE_ORIGIN: `http://127.0.0.1:${webPort}`,
        PORT: String(webPort),
        FRONT_MAX_WAIT_MS: '20000',
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ];
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A committed test.only would run one test and call the suite green.
  forbidOnly: true,
  // A ceiling for a test that hangs, not a measure of speed (timings belong in the bench): long
  // journeys (sign in, collect, page through) took 30–35 s on a machine busy with other builds.
  timeout: 60_000,
  // How long a positive expectation waits for the page to get there: a ceiling, not a measure. On a
  // busy CI machine a sign-in's "code sent" took longer than the default 5 s to show.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalTeardown: './tests/e2e/support/contractTeardown.ts',
  projects: [
    // sessions-ended: "log out on all devices" is the designed generation's (the real SSO's logout
    // ends one device's login), so it runs against the designed platform (docs/decisions/0108).
    { name: 'main', testIgnore: /(resilience|outage|olderGateway|designedGeneration|sessions-ended)\.spec\.ts/ },
    {
      name: 'olderGateway',
      testMatch: /olderGateway\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${G1_WEB_PORT}${basePath}/` },
    },
    {
      name: 'designedGeneration',
      testMatch: /(designedGeneration|sessions-ended)\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${DESIGNED_WEB_PORT}${basePath}/` },
    },
    // Fault injection bends the one shared platform: run it alone, after everything else, and one
    // file at a time (each file clears the faults after its tests: two files side by side cleared
    // each other's faults, and the other file's test saw a healthy platform).
    {
      name: 'faults',
      testMatch: /(resilience|outage)\.spec\.ts/,
      dependencies: ['main'],
      fullyParallel: false,
      workers: 1,
    },
  ],
  use: {
    // A red run leaves something to read: the failed test's screenshot and a light trace (actions,
    // console, network; no DOM snapshots, which slow every test), under test-results/, whose paths
    // the list reporter prints with the failure.
    screenshot: 'only-on-failure',
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false, sources: false },
    baseURL: external ?? `http://127.0.0.1:${WEB_PORT}${basePath}/`,
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: external
    ? undefined
    : [
        {
          // platform/launch.mjs as a command (the config cannot import it: Playwright compiles an .mjs
          // required from here into CommonJS). A fresh database each run (its seed is what the suite
          // expects) and a fresh record of the answers for the contract check (contractTeardown.ts).
          command: [
            `node platform/launch.mjs --fresh --faults --port ${PLATFORM_PORT} --db .data/e2e.db --record ${RECORD_FILE}`,
            `--share-base http://127.0.0.1:${WEB_PORT}${basePath}`,
            `--site-purge-url http://127.0.0.1:${WEB_PORT}${basePath}/api/cache/invalidate --site-purge-token ${PURGE_TOKEN}`,
          ].join(' '),
          url: `${PLATFORM_URL}/health`,
          reuseExistingServer: false,
          timeout: 120_000,
        },
        {
          command: `node server/main.mjs`,
          url: `http://127.0.0.1:${WEB_PORT}${basePath}/home.html`,
          // FRONT_MAX_WAIT_MS: a render waits up to 20 s for a slot, not 4. The suite checks features on a
          // machine whose load it does not control (a busy CI host rendered a faulted page as the 'busy'
          // page); shedding itself is proven by server/test/admission.test.mjs and npm run test:abuse.
          env: {
            XY_API_BASE_URL: PLATFORM_URL,
            SITE_ORIGIN: `http://127.0.0.1:${WEB_PORT}`,
            PORT: String(WEB_PORT),
            CACHE_PURGE_TOKEN: PURGE_TOKEN,
            FRONT_MAX_WAIT_MS: '20000',
          },
          reuseExistingServer: false,
          timeout: 120_000,
        },
        ...sideServers('g1', G1_PLATFORM_PORT, G1_WEB_PORT),
        ...sideServers('designed', DESIGNED_PLATFORM_PORT, DESIGNED_WEB_PORT),
      ],
});
