/**
 * The one way a harness starts the reference platform (docs/decisions/0078): jest's contract and
 * integration tests, the abuse suite (node:test) and the performance scripts import
 * `launchPlatform`; the e2e suite's web server (playwright.config.ts) and shell scripts run this
 * file as a command with the same settings as flags:
 *
 *   node platform/launch.mjs --port 4199 --db .data/e2e.db --fresh --faults [--seed-articles N]
 *     [--share-base URL] [--record FILE] [--site-purge-url URL --site-purge-token TOKEN] [--host H]
 *
 * Either way it runs `platform/server.mjs` (the very server `npm start` runs, not a mock) with the
 * settings turned into its environment by `platformEnv` (docs/platform-api.md lists every
 * variable). `launchPlatform` waits until `/health` answers and hands back its address and a
 * `stop` that ends it and removes the database it made.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

/** The platform's entry, from the repository root. */
const PLATFORM_ENTRY = 'platform/server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** How much of the platform's output is kept for an error message. */
const OUTPUT_KEPT = 16_000;

/**
 * @typedef {object} LaunchOptions
 * @property {number} [port] default: a free loopback port
 * @property {string} [host] where it listens (PLATFORM_HOST); default 127.0.0.1
 * @property {string} [db] the database file (PLATFORM_DB): seeded on its first start only; default a
 *   fresh one in a temp folder that `stop` removes
 * @property {number} [seedArticles] PLATFORM_SEED_ARTICLES (the platform's default: 800)
 * @property {boolean} [faults] PLATFORM_FAULTS=1: the fault-injection and moderation routes
 * @property {string} [shareBase] PLATFORM_SHARE_BASE: the site its share links lead to
 * @property {string} [record] PLATFORM_RECORD: a .jsonl file every app_if answer is appended to
 * @property {{ url: string, token: string }} [sitePurge] where moderation tells the site what changed
 * @property {Record<string, string>} [env] any other PLATFORM_* setting, given as is
 * @property {(chunk: Buffer) => void} [onOutput] every chunk the platform prints (stdout and stderr)
 * @property {boolean} [echoErrors] its stderr also on this process's stderr
 * @property {number} [timeoutMs] how long it may take to answer /health (default 120 s: a first
 *   start seeds the database)
 */

/**
 * @typedef {object} RunningPlatform
 * @property {string} url its address, e.g. http://127.0.0.1:4321
 * @property {number} port
 * @property {string} db its database file
 * @property {number | undefined} pid
 * @property {import('node:child_process').ChildProcess} child the process (a chaos run kills it)
 * @property {() => string} output the last 16 KB it printed
 * @property {() => Promise<void>} stop SIGTERM (SIGKILL after 10 s), then the temp database removed
 */

/** A port free on loopback now (the OS's choice). @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

/**
 * A database file and the two SQLite keeps beside it while open: what to remove for a fresh start.
 * @param {string} db
 */
export function databaseFiles(db) {
  return [db, `${db}-wal`, `${db}-shm`];
}

/**
 * The platform's environment for these settings (without the rest of process.env).
 * @param {Omit<LaunchOptions, 'port' | 'db'> & { port: number, db: string }} options
 * @returns {Record<string, string>}
 */
export function platformEnv({
  port,
  host = '127.0.0.1',
  db,
  seedArticles,
  faults,
  shareBase,
  record,
  sitePurge,
  env = {},
}) {
  return {
    PLATFORM_PORT: String(port),
    PLATFORM_HOST: host,
    PLATFORM_DB: db,
    // The address a client on this machine uses: media and upload addresses are built on it.
    PLATFORM_PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...(seedArticles !== undefined ? { PLATFORM_SEED_ARTICLES: String(seedArticles) } : {}),
    ...(faults ? { PLATFORM_FAULTS: '1' } : {}),
    ...(shareBase ? { PLATFORM_SHARE_BASE: shareBase } : {}),
    ...(record ? { PLATFORM_RECORD: record } : {}),
    ...(sitePurge ? { PLATFORM_SITE_PURGE_URL: sitePurge.url, PLATFORM_SITE_PURGE_TOKEN: sitePurge.token } : {}),
    ...env,
  };
}

/**
 * Starts the reference platform and waits until it answers `/health`.
 * @param {LaunchOptions} [options]
 * @returns {Promise<RunningPlatform>}
 */
export async function launchPlatform(options = {}) {
  const port = options.port ?? (await freePort());
  const tempDir = options.db ? null : mkdtempSync(path.join(tmpdir(), 'platform-'));
  const db = options.db ?? path.join(/** @type {string} */ (tempDir), 'platform.db');
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [PLATFORM_ENTRY], {
    cwd: ROOT,
    env: { ...process.env, ...platformEnv({ ...options, port, db }) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  /** @param {Buffer} chunk */
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
    options.onOutput?.(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', (/** @type {Buffer} */ chunk) => {
    keep(chunk);
    if (options.echoErrors) process.stderr.write(chunk);
  });
  // Never left behind when this process ends without calling stop (a test that threw, Ctrl-C).
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const isRunning = () => child.exitCode === null && child.signalCode === null;

  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (isRunning()) {
      child.kill('SIGTERM');
      const hard = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(hard);
    }
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(url, isRunning, options.timeoutMs ?? 120_000);
  } catch (error) {
    await stop();
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(`the reference platform did not start (${why}); its last output:\n${output}`);
  }
  return { url, port, db, pid: child.pid, child, output: () => output, stop };
}

/**
 * @param {string} url
 * @param {() => boolean} isRunning
 * @param {number} timeoutMs
 */
async function waitForHealth(url, isRunning, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const answer = await fetch(`${url}/health`, { signal: AbortSignal.timeout(5_000) });
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    if (!isRunning()) throw new Error('it exited');
    if (Date.now() > deadline) throw new Error(`no answer from ${url}/health within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The command's flags as launch settings; `fresh` removes the database and the record file first.
 * @param {string[]} args
 * @returns {{ port: number, db: string, fresh: boolean } & Omit<LaunchOptions, 'port' | 'db'>}
 */
export function commandOptions(args) {
  const { values } = parseArgs({
    args,
    strict: true,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      db: { type: 'string' },
      fresh: { type: 'boolean', default: false },
      'seed-articles': { type: 'string' },
      faults: { type: 'boolean', default: false },
      'share-base': { type: 'string' },
      record: { type: 'string' },
      'site-purge-url': { type: 'string' },
      'site-purge-token': { type: 'string' },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port <= 0)
    throw new Error(`--port must be a port number (got ${values.port ?? 'nothing'})`);
  if (!values.db) throw new Error('--db names the database file (seeded on its first start)');
  if (Boolean(values['site-purge-url']) !== Boolean(values['site-purge-token'])) {
    throw new Error('--site-purge-url and --site-purge-token go together');
  }
  const seed = values['seed-articles'];
  if (seed !== undefined && !/^\d+$/.test(seed)) throw new Error(`--seed-articles must be a number (got ${seed})`);
  return {
    port,
    db: values.db,
    fresh: values.fresh ?? false,
    host: values.host,
    seedArticles: seed === undefined ? undefined : Number(seed),
    faults: values.faults ?? false,
    shareBase: values['share-base'],
    record: values.record,
    sitePurge:
      values['site-purge-url'] && values['site-purge-token']
        ? { url: values['site-purge-url'], token: values['site-purge-token'] }
        : undefined,
  };
}

/**
 * As a command: the platform runs in this very process (a supervisor's signals reach it directly).
 * A function, not top-level await: jest compiles this module to CommonJS when a test imports it.
 */
async function runAsCommand() {
  let options;
  try {
    options = commandOptions(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`platform/launch.mjs: ${error instanceof Error ? error.message : error}\n`);
    process.exit(2);
  }
  if (options.fresh) {
    for (const file of [...databaseFiles(options.db), ...(options.record ? [options.record] : [])])
      rmSync(file, { force: true });
  }
  Object.assign(process.env, platformEnv(options));
  await import('./server.mjs');
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  runAsCommand().catch((error) => {
    process.stderr.write(`platform/launch.mjs: ${error instanceof Error ? (error.stack ?? error.message) : error}\n`);
    process.exit(1);
  });
}
