#!/usr/bin/env node
// `npm start`: build the front end if needed, start the reference platform, then the production
// server (server/main.mjs) pointed at it, and keep both running (docs/decisions/0077).
//   npm start -- --rebuild    builds first whatever .next holds
//   npm start -- --no-build   never builds: with no fitting build it says what to run and exits 1
// With XY_API_BASE_URL set, no reference platform is started: the front end uses that one.
// A server that dies is logged and started again with back-off (scripts/start/supervise.mjs); the
// front end serves cached pages and the outage page meanwhile. SIGTERM or Ctrl-C stops both.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { nodeTooOld } from './check-node.mjs';
import { buildCommand, buildProblem } from './start/build.mjs';
import { portProblem } from './start/ports.mjs';
import { supervise } from './start/supervise.mjs';

const log = (/** @type {string} */ line) => console.log(`[start] ${line}`);
const fail = (/** @type {string} */ line) => {
  console.error(`[start] ${line}`);
  process.exit(1);
};

const refusal = nodeTooOld();
if (refusal) fail(refusal);

const dir = process.cwd();
const port = Number(process.env.PORT ?? 3000);
const bind = process.env.HOSTNAME_BIND ?? '0.0.0.0';
const platformPort = Number(process.env.PLATFORM_PORT ?? 4100);
const platformHost = process.env.PLATFORM_HOST ?? '127.0.0.1';
const externalPlatform = process.env.XY_API_BASE_URL;
const platformUrl = externalPlatform ?? `http://127.0.0.1:${platformPort}`;
const basePath = `/${process.env.BUILD_TYPE ?? 'wap'}/${process.env.TEMPLATE_PREFIX ?? 'touch'}`;
// The site readers reach: what the front end calls its origin (SITE_ORIGIN, else this port).
const siteOrigin = (process.env.SITE_ORIGIN ?? `http://localhost:${port}`).replace(/\/+$/, '');
const started = Date.now();

// Ports first: a taken one is said in a second, not after a build.
const ports = [{ port, host: bind, what: `port ${port} (PORT, the front end)`, fix: `PORT=${port + 1} npm start` }];
if (!externalPlatform)
  ports.push({
    port: platformPort,
    host: platformHost,
    what: `port ${platformPort} (PLATFORM_PORT, the reference platform)`,
    fix: `PLATFORM_PORT=${platformPort + 1} npm start`,
  });
for (const { port: wanted, host, what, fix } of ports) {
  const problem = await portProblem(wanted, host);
  if (problem)
    fail(
      `${what} is ${problem}: stop what listens there (ss -ltnp 'sport = :${wanted}' names it), or choose another: ${fix}`,
    );
}

const problem = process.argv.includes('--rebuild') ? 'a build was asked for (--rebuild)' : buildProblem(dir, basePath);
if (problem) {
  if (process.argv.includes('--no-build')) fail(`${problem}: run  ${buildCommand()}  then start again`);
  log(`${problem}: building the front end (next build)…`);
  const build = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
    stdio: 'inherit',
    env: process.env,
  });
  if (build.status !== 0) fail(`the build failed (exit ${build.status ?? build.signal})`);
  const still = buildProblem(dir, basePath);
  if (still) fail(`after the build, ${still}`);
}

/** @type {ReturnType<typeof supervise>[]} */
const servers = [];
let stopping = false;
async function stopAll(/** @type {number} */ code) {
  if (stopping) return;
  stopping = true;
  log('stopping…');
  // The front end first: readers are not sent to a platform that is going away.
  for (const server of [...servers].reverse()) await server.stop();
  log('stopped');
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));
// `kill <pid of npm start>` ends npm and the shell it runs this in, and the shell does not pass the
// signal on: a parent gone is a stop too, so no server is left running on its own.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) void stopAll(0);
}, 500).unref();
// With npm gone its terminal or pipe may be too: a failed log line must not end this process
// before the servers are stopped.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});

/** Waits for a server's first start; one that dies before it listens ends the whole start. */
async function listeningOrStop(/** @type {ReturnType<typeof supervise>} */ server) {
  const failure = await server.listening.then(
    () => null,
    (/** @type {Error} */ error) => error,
  );
  if (!failure) return;
  console.error(`[start] ${failure.message} (its log is above)`);
  await stopAll(1);
  await new Promise(() => {}); // stopAll exits the process
}

// Moderation on our own platform tells the site what changed (platform/lib/sitePurge.mjs) with a
// token made for this run; an external platform is told by its operator (docs/deploy.md).
const purgeToken = process.env.CACHE_PURGE_TOKEN ?? randomBytes(24).toString('hex');
if (!externalPlatform) {
  const platform = supervise({
    name: 'the reference platform',
    script: 'platform/server.mjs',
    env: {
      ...process.env,
      PLATFORM_PORT: String(platformPort),
      // Share links, ads and seeded links on our platform lead to this site, whatever its port
      // (docs/decisions/0045); an explicit PLATFORM_SHARE_BASE still wins.
      PLATFORM_SHARE_BASE: process.env.PLATFORM_SHARE_BASE ?? `${siteOrigin}${basePath}`,
      PLATFORM_SITE_PURGE_URL: `http://127.0.0.1:${port}${basePath}/api/cache/invalidate`,
      PLATFORM_SITE_PURGE_TOKEN: purgeToken,
    },
    log,
  });
  servers.push(platform);
  await listeningOrStop(platform);
}

const front = supervise({
  name: 'the front end',
  script: 'server/main.mjs',
  env: { ...process.env, XY_API_BASE_URL: platformUrl, PORT: String(port), CACHE_PURGE_TOKEN: purgeToken },
  log,
});
servers.push(front);
await listeningOrStop(front);

const ready = await fetch(`http://127.0.0.1:${port}/health/ready`).then(
  (response) => response.ok,
  () => false,
);
log(
  `ready in ${((Date.now() - started) / 1000).toFixed(1)} s: http://localhost:${port}${basePath}/home.html (platform ${platformUrl}${ready ? '' : ', not answering yet: readers get the outage page until it does'})`,
);
