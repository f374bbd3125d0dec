// `npm start` as an operator meets it (scripts/start.mjs, docs/decisions/0077): a taken port, a
// stale build, the reference platform stopped or killed under it, a stop. The real start script
// and the real reference platform (small seed, no pictures) in a throw-away project folder; the
// front end is a stand-in with the real health endpoints (fixture/front.mjs: the real one needs a
// production build), `next build` too (fixture/next-build.mjs).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { MARKER } from '../../platform/seed/images.mjs';
import { makePlatform } from '../../platform/test/helpers.mjs';

const REPO = path.resolve(new URL('../..', import.meta.url).pathname);
const FIXTURE = path.join(REPO, 'scripts/test/fixture');

/** One seeded database, copied into each project: a first start then opens it instead of seeding. */
let seededDb = '';
before(async () => {
  const { app, dir } = await makePlatform({ images: false, seedArticles: 20 });
  await app.close();
  seededDb = path.join(dir, 'platform.db');
});
after(() => fs.rmSync(path.dirname(seededDb), { recursive: true, force: true }));

/** A project folder: the real scripts and platform, the stand-ins, a build for basePath. */
function project({ builtFor = '/wap/touch' } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-test-'));
  fs.symlinkSync(path.join(REPO, 'scripts'), path.join(dir, 'scripts'));
  fs.symlinkSync(path.join(REPO, 'platform'), path.join(dir, 'platform'));
  fs.mkdirSync(path.join(dir, 'server'));
  fs.symlinkSync(path.join(FIXTURE, 'front.mjs'), path.join(dir, 'server/main.mjs'));
  fs.mkdirSync(path.join(dir, 'node_modules/next/dist/bin'), { recursive: true });
  fs.symlinkSync(path.join(FIXTURE, 'next-build.mjs'), path.join(dir, 'node_modules/next/dist/bin/next'));
  fs.mkdirSync(path.join(dir, 'data/media'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'data/media', MARKER), 'skipped by the test\n');
  fs.copyFileSync(seededDb, path.join(dir, 'data/platform.db'));
  if (builtFor) {
    fs.mkdirSync(path.join(dir, '.next'));
    fs.writeFileSync(path.join(dir, '.next/BUILD_ID'), 'earlier-build');
    fs.writeFileSync(path.join(dir, '.next/routes-manifest.json'), JSON.stringify({ basePath: builtFor }));
  }
  return dir;
}

async function freePort() {
  const probe = net.createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {net.AddressInfo} */ (probe.address());
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * `npm start` in the folder. Its output is collected; `waitFor(pattern)` resolves when a line matches.
 * @param {string} dir @param {Record<string, string>} env @param {string[]} [args]
 */
function start(dir, env, args = [], { viaShell = false } = {}) {
  // viaShell: as npm runs it, under `sh -c` (the `; exit $?` keeps the shell as its parent).
  const command = viaShell
    ? ['sh', ['-c', `"${process.execPath}" scripts/start.mjs; exit $?`]]
    : [process.execPath, [path.join(dir, 'scripts/start.mjs'), ...args]];
  const child = spawn(/** @type {string} */ (command[0]), /** @type {string[]} */ (command[1]), {
    cwd: dir,
    env: {
      ...process.env,
      HOSTNAME_BIND: '127.0.0.1',
      PLATFORM_DB: path.join(dir, 'data/platform.db'),
      PLATFORM_SEED_ARTICLES: '20',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  /** @type {{ pattern: RegExp, resolve: () => void }[]} */
  const waiting = [];
  const take = (/** @type {Buffer} */ chunk) => {
    output += chunk;
    for (const wait of [...waiting]) {
      if (wait.pattern.test(output)) {
        waiting.splice(waiting.indexOf(wait), 1);
        wait.resolve();
      }
    }
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    exited,
    output: () => output,
    /** @param {RegExp} pattern @param {number} [ms] */
    waitFor(pattern, ms = 60_000) {
      if (pattern.test(output)) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${pattern} within ${ms} ms in:\n${output}`)), ms);
        waiting.push({ pattern, resolve: () => (clearTimeout(timer), resolve(undefined)) });
      });
    },
  };
}

/** The processes whose parent is pid (Linux /proc), with their command lines. @param {number} pid */
function childrenOf(pid) {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      try {
        const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return ppid === pid
          ? [{ pid: Number(name), command: fs.readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' ') }]
          : [];
      } catch {
        return [];
      }
    });
}

/** @param {number} pid */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** @param {number} port @param {string} urlPath @returns {Promise<number>} the status, 0 when nothing answers */
function statusOf(port, urlPath) {
  return new Promise((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', () => resolve(0));
  });
}

/** Ends a start left running by a failed test, and its servers. @param {ReturnType<typeof start>} run */
function cleanup(run) {
  return async () => {
    if (run.child.exitCode !== null) return;
    for (const { pid } of childrenOf(/** @type {number} */ (run.child.pid))) process.kill(pid, 'SIGKILL');
    run.child.kill('SIGKILL');
  };
}

test('a port another server answers on: "port … is in use", exit 1, nothing started', async (t) => {
  const dir = project();
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const other = http.createServer((req, res) => res.end('another program'));
  const port = await freePort();
  await new Promise((resolve) => other.listen(port, '127.0.0.1', () => resolve(undefined)));
  t.after(() => other.close());
  const run = start(dir, { PORT: String(port), PLATFORM_PORT: String(await freePort()) });
  t.after(cleanup(run));
  assert.equal(await run.exited, 1);
  assert.match(run.output(), new RegExp(`port ${port} \\(PORT, the front end\\) is in use`));
  assert.doesNotMatch(run.output(), /ready in/);
  assert.doesNotMatch(run.output(), /platform listening/, 'the platform was not started');
});

test("the platform's port taken: said the same way, exit 1", async (t) => {
  const dir = project();
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const other = net.createServer();
  const platformPort = await freePort();
  await new Promise((resolve) => other.listen(platformPort, '127.0.0.1', () => resolve(undefined)));
  t.after(() => other.close());
  const run = start(dir, { PORT: String(await freePort()), PLATFORM_PORT: String(platformPort) });
  t.after(cleanup(run));
  assert.equal(await run.exited, 1);
  assert.match(run.output(), new RegExp(`port ${platformPort} \\(PLATFORM_PORT, the reference platform\\) is in use`));
});

test('a build made for another base path: --no-build says exactly what to run and exits 1', async (t) => {
  const dir = project({ builtFor: '/wap/touch' });
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const run = start(dir, { PORT: String(await freePort()), PLATFORM_PORT: String(await freePort()), BUILD_TYPE: 'm' }, [
    '--no-build',
  ]);
  t.after(cleanup(run));
  assert.equal(await run.exited, 1);
  assert.match(
    run.output(),
    /the build in \.next serves \/wap\/touch but BUILD_TYPE and TEMPLATE_PREFIX ask for \/m\/touch: run {2}BUILD_TYPE=m npm run build {2}then start again/,
  );
  assert.equal(fs.existsSync(path.join(dir, 'builds.log')), false, 'nothing was built');
});

test('a build made for another base path is built again, then the site starts; SIGTERM stops everything', async (t) => {
  const dir = project({ builtFor: '/wap/touch' });
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const port = await freePort();
  const platformPort = await freePort();
  const run = start(dir, {
    PORT: String(port),
    PLATFORM_PORT: String(platformPort),
    BUILD_TYPE: 'm',
    TEMPLATE_PREFIX: 'news',
  });
  t.after(cleanup(run));
  await run.waitFor(/ready in [\d.]+ s: http:\/\/localhost:\d+\/m\/news\/home\.html/);
  assert.match(
    run.output(),
    /the build in \.next serves \/wap\/touch but BUILD_TYPE and TEMPLATE_PREFIX ask for \/m\/news: building the front end/,
  );
  assert.equal(fs.readFileSync(path.join(dir, 'builds.log'), 'utf8'), 'build /m/news\n');
  const servers = childrenOf(/** @type {number} */ (run.child.pid));
  assert.equal(servers.length, 2, JSON.stringify(servers));

  run.child.kill('SIGTERM');
  assert.equal(await run.exited, 0);
  assert.match(run.output(), /\[start\] stopped/);
  for (const { pid } of servers) assert.equal(alive(pid), false, `server ${pid} was left running`);
  assert.equal(await statusOf(port, '/health/live'), 0);
  assert.equal(await statusOf(platformPort, '/health'), 0);
});

test('the platform killed (SIGKILL) or stopped (SIGTERM) under npm start: logged, started again, the front end stays up', async (t) => {
  const dir = project();
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const port = await freePort();
  const platformPort = await freePort();
  const run = start(dir, { PORT: String(port), PLATFORM_PORT: String(platformPort) });
  t.after(cleanup(run));
  await run.waitFor(/ready in/);
  assert.equal(await statusOf(port, '/health/ready'), 200);
  const front = childrenOf(/** @type {number} */ (run.child.pid)).find(({ command }) =>
    command.includes('server/main.mjs'),
  );
  const findPlatform = () =>
    childrenOf(/** @type {number} */ (run.child.pid)).find(({ command }) => command.includes('platform/server.mjs'));
  assert.ok(front && findPlatform());

  await sleep(1_100); // past the second the health endpoint keeps a verdict
  const killed = /** @type {{ pid: number }} */ (findPlatform());
  process.kill(killed.pid, 'SIGKILL');
  await run.waitFor(
    new RegExp(
      `the reference platform \\(pid ${killed.pid}\\) was ended by SIGKILL; starting it again in 1\\.0 s \\(restart 1\\)`,
    ),
  );
  // While it is away the front end is up and says it is not ready.
  assert.equal(await statusOf(port, '/health/live'), 200);
  assert.equal(await statusOf(port, '/health/ready'), 503);
  await run.waitFor(/the reference platform is back \(pid \d+, restart 1\)/);
  assert.equal(await statusOf(platformPort, '/health'), 200);
  assert.equal(await statusOf(port, '/health/ready'), 200, 'a verdict of down is not kept');

  const stopped = /** @type {{ pid: number }} */ (findPlatform());
  assert.notEqual(stopped.pid, killed.pid);
  process.kill(stopped.pid, 'SIGTERM');
  await run.waitFor(/platform: stopped in \d+ ms/, 5_000);
  await run.waitFor(
    new RegExp(
      `the reference platform \\(pid ${stopped.pid}\\) exited with code 0; starting it again in 2\\.0 s \\(restart 2\\)`,
    ),
  );
  await run.waitFor(/the reference platform is back \(pid \d+, restart 2\)/);

  assert.ok(alive(front.pid), 'the front end was never restarted');
  assert.equal(
    childrenOf(/** @type {number} */ (run.child.pid)).find(({ command }) => command.includes('server/main.mjs'))?.pid,
    front.pid,
  );
  run.child.kill('SIGTERM');
  assert.equal(await run.exited, 0);
});

test('a front end that dies before it listens ends the start with exit 1 and stops the platform', async (t) => {
  const dir = project();
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const platformPort = await freePort();
  const run = start(dir, {
    PORT: String(await freePort()),
    PLATFORM_PORT: String(platformPort),
    START_TEST_FRONT: 'fail',
  });
  t.after(cleanup(run));
  assert.equal(await run.exited, 1);
  assert.match(run.output(), /the front end exited with code 3 before it listened/);
  assert.equal(await statusOf(platformPort, '/health'), 0, 'the platform was stopped');
});

test('npm killed (the shell it ran the start in ends, not the start): the start stops both servers', async (t) => {
  const dir = project();
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const port = await freePort();
  const platformPort = await freePort();
  const run = start(dir, { PORT: String(port), PLATFORM_PORT: String(platformPort) }, [], { viaShell: true });
  t.after(cleanup(run));
  await run.waitFor(/ready in/);
  const [startProcess] = childrenOf(/** @type {number} */ (run.child.pid));
  if (!startProcess?.command.includes('scripts/start.mjs'))
    throw new Error(`no start under the shell: ${JSON.stringify(startProcess)}`);
  t.after(() => {
    if (alive(startProcess.pid)) process.kill(startProcess.pid, 'SIGKILL');
  });
  const servers = childrenOf(startProcess.pid);
  assert.equal(servers.length, 2);
  run.child.kill('SIGKILL'); // the shell, as `kill` of npm leaves it: the start is orphaned
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline && [startProcess, ...servers].some(({ pid }) => alive(pid))) await sleep(100);
  for (const { pid, command } of [startProcess, ...servers])
    assert.equal(alive(pid), false, `${command} was left running`);
  assert.equal(await statusOf(port, '/health/live'), 0);
});
