// Shared by the performance scripts: start (and always stop) a reference platform and the
// production Next server of the build in the current directory, on free loopback ports.
// Web ports are taken from PERF_WEB_PORTS (default 3300-3399), platform ports from
// PERF_PLATFORM_PORTS (default 4300-4399), so these scripts never collide with `npm start`
// (3000/4100), the e2e suite (3199/4199) or the developer servers (3150/4150). Either is a range
// ("3300-3399") or a list ("3204,3214,8204") for a shared machine where each user has a few ports;
// a port goes back to its pool when the server on it stops, so a short list is enough.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { launchPlatform } from '../../../platform/launch.mjs';

export const BASE_PATH = `/${process.env.BUILD_TYPE ?? 'wap'}/${process.env.TEMPLATE_PREFIX ?? 'touch'}`;

/**
 * A server this module started, with the tail of what it printed.
 * @typedef {import('node:child_process').ChildProcessByStdio<null, import('node:stream').Readable, import('node:stream').Readable> & { output: () => string }} LaunchedChild
 */

/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set();
/** @type {Set<string>} */
const tempDirs = new Set();

/**
 * The ports of a pool: "low-high" or "a,b,c".
 * @param {string} spec
 * @returns {number[]}
 */
export function portsOf(spec) {
  return spec.split(',').flatMap((part) => {
    const [low = Number.NaN, high = low] = part.trim().split('-').map(Number);
    return Array.from({ length: Math.max(0, high - low + 1) }, (_, i) => low + i);
  });
}

/**
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function portIsFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** @type {Set<number>} */
const handedOut = new Set();
/**
 * A free loopback port of the pool, not handed out to another server of this process until released.
 * @param {'web' | 'platform'} kind
 */
export async function freePort(kind) {
  const spec =
    kind === 'web' ? (process.env.PERF_WEB_PORTS ?? '3300-3399') : (process.env.PERF_PLATFORM_PORTS ?? '4300-4399');
  for (const port of portsOf(spec)) {
    if (handedOut.has(port)) continue;
    if (await portIsFree(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`no free ${kind} port in ${spec}`);
}

/**
 * The server on `port` has stopped: the port may be handed out again.
 * @param {number} port
 */
export function releasePort(port) {
  handedOut.delete(port);
}

/**
 * A fresh temp folder that stopAll removes.
 * @param {string} prefix
 */
export function tempDir(prefix) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

/**
 * Waits until `url` answers 2xx; throws with the server's output when it exits first or is too slow.
 * @param {string} url @param {LaunchedChild} child @param {string} what @param {number} timeoutMs
 */
async function waitFor(url, child, what, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null)
      throw new Error(`${what} exited (${child.exitCode}) before answering ${url}\n${child.output()}`);
    if (Date.now() > deadline)
      throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s\n${child.output()}`);
    await sleep(250);
  }
}

/**
 * PERF_SERVER_LOG=<file>: every server's whole output also goes there (the tail kept here is
 * short, and under load the cause of one 500 is buried under thousands of expected lines).
 */
function serverLog() {
  return process.env.PERF_SERVER_LOG ? createWriteStream(process.env.PERF_SERVER_LOG, { flags: 'a' }) : null;
}

/**
 * Node with `args`, its output kept (and logged, see serverLog); stopped by stopAll.
 * @param {string[]} args @param {import('node:child_process').SpawnOptions} options
 * @returns {LaunchedChild}
 */
function launch(args, options) {
  const spawned = spawn(process.execPath, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const log = serverLog();
  /** @param {Buffer} chunk */
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-16_000);
    log?.write(chunk);
  };
  const child = Object.assign(spawned, { output: () => output });
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/**
 * SIGTERM, then SIGKILL after 5 s.
 * @param {import('node:child_process').ChildProcess} child
 */
async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const done = await Promise.race([exited.then(() => true), sleep(5_000).then(() => false)]);
  if (!done) {
    child.kill('SIGKILL');
    await exited;
  }
}

/**
 * A reference platform with a database of its own (platform/launch.mjs), on a port of the pool.
 * `db` reuses a database file (seeded on its first start only, see docs/platform-api.md); without
 * it a fresh temp database is used.
 * @param {{ db?: string, seedArticles?: number, faults?: boolean, env?: Record<string, string>, timeoutMs?: number }} [options]
 */
export async function startPlatform({
  db,
  seedArticles,
  faults = false,
  env = {},
  timeoutMs = Math.max(180_000, (seedArticles ?? 0) * 5),
} = {}) {
  const port = await freePort('platform');
  const log = serverLog();
  // A temp database of this module's, so that stopAll removes it also after Ctrl-C.
  const dbFile = db ?? path.join(tempDir('perf-platform-'), 'platform.db');
  const platform = await launchPlatform({
    port,
    db: dbFile,
    seedArticles,
    faults,
    env,
    timeoutMs,
    onOutput: (chunk) => log?.write(chunk),
  });
  adopt(platform.child);
  return {
    url: platform.url,
    port,
    pid: platform.pid,
    db: platform.db,
    stop: () => platform.stop().then(() => releasePort(port)),
  };
}

/**
 * `next start` of the build in the current directory (run `next build` first), pointed at `platformUrl`.
 * @param {{ platformUrl: string, env?: Record<string, string> }} options
 */
export async function startNext({ platformUrl, env = {} }) {
  if (!existsSync('.next/BUILD_ID'))
    throw new Error(`no production build in ${process.cwd()}/.next: run \`next build\` first`);
  const port = await freePort('web');
  const origin = `http://127.0.0.1:${port}`;
  const child = launch(['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      XY_API_BASE_URL: platformUrl,
      SITE_ORIGIN: origin,
      PORT: String(port),
      ...env,
    },
  });
  await waitFor(`${origin}${BASE_PATH}/home.html`, child, 'next start', 120_000);
  // `next start` serves from this very process (no worker): its pid is the server's.
  return {
    origin,
    base: `${origin}${BASE_PATH}`,
    port,
    pid: child.pid,
    stop: () => stopChild(child).then(() => releasePort(port)),
  };
}

/** Stops every server this process started and removes its temp folders. */
export async function stopAll() {
  await Promise.all([...children].map(stopChild));
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

// Never leave a server behind, also on Ctrl-C or a crash.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    stopAll().finally(() => process.exit(130));
  });
}
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/**
 * The production front server (server/main.mjs: the primary, and render workers running Next), pointed at `platformUrl`.
 * @param {{ platformUrl: string, env?: Record<string, string> }} options
 */
export async function startFront({ platformUrl, env = {} }) {
  if (!existsSync('.next/BUILD_ID'))
    throw new Error(`no production build in ${process.cwd()}/.next: run \`next build\` first`);
  const port = await freePort('web');
  const origin = `http://127.0.0.1:${port}`;
  const child = launch(['server/main.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      XY_API_BASE_URL: platformUrl,
      SITE_ORIGIN: origin,
      PORT: String(port),
      HOSTNAME_BIND: '127.0.0.1',
      ...env,
    },
  });
  await waitFor(`${origin}${BASE_PATH}/home.html`, child, 'server/main.mjs', 120_000);
  // It answered, so it was spawned: a process that never started is the only one without a pid.
  const pid = /** @type {number} */ (child.pid);
  return {
    origin,
    base: `${origin}${BASE_PATH}`,
    port,
    pid,
    /** The primary and its render workers (its child processes, from /proc), whose CPU a request costs. */
    pids: () => {
      try {
        const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
        return [pid, ...(children ? children.split(' ').map(Number) : [])];
      } catch {
        return [pid];
      }
    },
    /** Still running? A bench must say when an instance died under load rather than measure the survivor. */
    exit: () =>
      child.exitCode === null && child.signalCode === null ? null : `exited (${child.exitCode ?? child.signalCode})`,
    output: () => child.output(),
    /** Calls `listener` with each whole line the server prints on stdout from now on. @param {(line: string) => void} listener */
    onLine: (listener) => {
      let partial = '';
      child.stdout.on('data', (/** @type {Buffer} */ chunk) => {
        const lines = (partial + chunk.toString()).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) listener(line);
      });
    },
    stop: () => stopChild(child).then(() => releasePort(port)),
  };
}

/**
 * A child process that is not node (nginx, redis-server), stopped with the others by stopAll.
 * @template {import('node:child_process').ChildProcess} Child
 * @param {Child} child
 * @returns {Child}
 */
export function adopt(child) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Debian's redis-server, installed when missing (as root), as nginx is (lib/nginx.mjs). */
export function redisBinary() {
  for (const candidate of ['/usr/bin/redis-server', '/usr/sbin/redis-server'])
    if (existsSync(candidate)) return candidate;
  if (process.getuid?.() !== 0)
    throw new Error('redis-server is missing: apt-get install -y redis-server (as root), then run again');
  console.log('installing redis-server from Debian’s packages…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', 'redis-server'], { stdio: 'inherit', env });
  if (install.status !== 0 || !existsSync('/usr/bin/redis-server')) throw new Error('could not install redis-server');
  return '/usr/bin/redis-server';
}

/** Debian's redis-server on a free loopback port, memory only; answers its redis:// URL. */
export async function startRedis() {
  const port = await freePort('platform');
  const child = adopt(
    spawn(redisBinary(), ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    }),
  );
  for (let i = 0; i < 50; i += 1) {
    if (!(await portIsFree(port))) break;
    await sleep(100);
  }
  return { url: `redis://127.0.0.1:${port}`, stop: () => stopChild(child).then(() => releasePort(port)) };
}
