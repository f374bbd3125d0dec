// The real stack for the abuse tests: a fresh reference platform and the production build behind
// the front server (server/main.mjs), on ports of their own, apart from `npm start` (3000/4100)
// and the e2e suite (3199/4199): the platform on a free port, the front on 3170 + an offset per
// file. Needs a build (`npx next build`); npm test runs these after it.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchPlatform } from '../../platform/launch.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BASE_PATH = '/wap/touch';

/** @param {string} url @param {number} ms */
async function waitFor(url, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up in ${ms} ms`);
}

/**
 * The port of a stack's server: `base + offset + (pid % 10)` by default; with ABUSE_WEB_PORT and
 * ABUSE_PLATFORM_PORT set (a machine whose runs have ports of their own), that port plus the
 * file's offset in tens (offset 20: the third port).
 * @param {string} name @param {number} base @param {number} portOffset
 */
function portOf(name, base, portOffset) {
  const given = Number(process.env[name]);
  return Number.isInteger(given) && given > 0 ? given + portOffset / 10 : base + portOffset + (process.pid % 10);
}

/**
 * Starts the platform and the front server; `stop()` ends both and removes the database;
 * `stopPlatform()` ends the platform alone (an outage).
 * @param {{ portOffset: number, env?: Record<string, string>, platformEnv?: Record<string, string> }} options a different offset per test file
 */
export async function startStack({ portOffset, env = {}, platformEnv = {} }) {
  assert.ok(fs.existsSync(path.join(ROOT, '.next/BUILD_ID')), 'no production build: run `npx next build` first');
  const platformPort = portOf('ABUSE_PLATFORM_PORT', 4170, portOffset);
  const webPort = portOf('ABUSE_WEB_PORT', 3170, portOffset);
  const web = `http://127.0.0.1:${webPort}`;
  const platform = await launchPlatform({
    port: platformPort,
    seedArticles: 60,
    echoErrors: true,
    timeoutMs: 90_000,
    env: platformEnv,
  });
  const front = spawn(process.execPath, ['server/main.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(webPort),
      XY_API_BASE_URL: platform.url,
      SITE_ORIGIN: web,
      TRUSTED_PROXIES: '',
      SESSION_SECRET: 'abuse-test-secret-0123456789-abcdefghij',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    front.kill();
    await platform.stop();
  };
  try {
    await waitFor(`${web}${BASE_PATH}/api/analytics/serverTime`, 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  // An outage: the platform alone stops; the front server stays up and says so.
  const stopPlatform = () => {
    const child = platform.child;
    const exited = new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
    child.kill();
    return exited;
  };
  return { web, platform: platform.url, stop, stopPlatform };
}
