#!/usr/bin/env node
// `npm start`: build the front end if needed, start the reference platform, then the
// production Next server pointed at it. `npm start -- --rebuild` forces a build.
// With XY_API_BASE_URL set, no reference platform is started: the front end uses that one.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const port = process.env.PORT ?? '3000';
const platformPort = process.env.PLATFORM_PORT ?? '4100';
const externalPlatform = process.env.XY_API_BASE_URL;
const platformUrl = externalPlatform ?? `http://127.0.0.1:${platformPort}`;
const basePath = `/${process.env.BUILD_TYPE ?? 'wap'}/${process.env.TEMPLATE_PREFIX ?? 'touch'}`;
// The site readers reach: what the front end calls its origin (SITE_ORIGIN, else this port).
const siteOrigin = (process.env.SITE_ORIGIN ?? `http://localhost:${port}`).replace(/\/+$/, '');
/** @type {import('node:child_process').ChildProcess[]} */
const children = [];

function stopAll(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

/** Waits until `url` answers 2xx; stops everything after `timeoutMs`. @param {string} url @param {string} what */
async function waitFor(url, what, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await sleep(300);
  }
  console.error(`${what} did not answer at ${url} within ${timeoutMs / 1000} s`);
  stopAll(1);
}

/** Starts a child that stops everything when it exits. @param {string} command @param {string[]} args @param {Record<string, string>} env */
function run(command, args, env) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    console.error(`${command} ${args.join(' ')} exited with ${code}`);
    stopAll(code ?? 1);
  });
  children.push(child);
  return child;
}

const started = Date.now();
if (process.argv.includes('--rebuild') || !existsSync('.next/BUILD_ID')) {
  console.log('building the front end (next build)…');
  const build = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Moderation on our own platform tells the site what changed (platform/lib/sitePurge.mjs) with a
// token made for this run; an external platform is told by its operator (docs/deploy.md).
const purgeToken = process.env.CACHE_PURGE_TOKEN ?? randomBytes(24).toString('hex');
if (!externalPlatform) {
  run('node', ['platform/server.mjs'], {
    PLATFORM_PORT: platformPort,
    // Share links, ads and seeded links on our platform lead to this site, whatever its port
    // (docs/decisions/0045); an explicit PLATFORM_SHARE_BASE still wins.
    PLATFORM_SHARE_BASE: process.env.PLATFORM_SHARE_BASE ?? `${siteOrigin}${basePath}`,
    PLATFORM_SITE_PURGE_URL: `http://127.0.0.1:${port}${basePath}/api/cache/invalidate`,
    PLATFORM_SITE_PURGE_TOKEN: purgeToken,
  });
  await waitFor(`${platformUrl}/health`, 'the reference platform');
}

run('node', ['server/main.mjs'], { XY_API_BASE_URL: platformUrl, PORT: port, CACHE_PURGE_TOKEN: purgeToken });
await waitFor(`http://127.0.0.1:${port}${basePath}/home.html`, 'the front end');
console.log(`\nready in ${((Date.now() - started) / 1000).toFixed(1)} s: http://localhost:${port}${basePath}/home.html (platform ${platformUrl})`);
