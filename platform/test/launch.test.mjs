/**
 * platform/launch.mjs, the one way the harnesses start this platform as a process: the settings
 * it turns into the platform's environment, a real start on a free port with a fresh database
 * that `stop` removes, a start that fails saying why with the platform's own words, and the same
 * settings as a command's flags (the e2e suite's web server).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { commandOptions, databaseFiles, freePort, launchPlatform, platformEnv } from '../launch.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

test('each setting becomes the variable the platform reads (platform/options.mjs)', () => {
  assert.deepEqual(
    platformEnv({
      port: 4321,
      db: '/tmp/x/p.db',
      seedArticles: 60,
      faults: true,
      shareBase: 'http://127.0.0.1:3199/wap/touch',
      record: '.data/answers.jsonl',
      sitePurge: { url: 'http://127.0.0.1:3199/wap/touch/api/cache/invalidate', token: 'secret' },
      env: { PLATFORM_XY_AUTH: '2' },
    }),
    {
      PLATFORM_PORT: '4321',
      PLATFORM_HOST: '127.0.0.1',
      PLATFORM_DB: '/tmp/x/p.db',
      PLATFORM_PUBLIC_URL: 'http://127.0.0.1:4321',
      PLATFORM_SEED_ARTICLES: '60',
      PLATFORM_FAULTS: '1',
      PLATFORM_SHARE_BASE: 'http://127.0.0.1:3199/wap/touch',
      PLATFORM_RECORD: '.data/answers.jsonl',
      PLATFORM_SITE_PURGE_URL: 'http://127.0.0.1:3199/wap/touch/api/cache/invalidate',
      PLATFORM_SITE_PURGE_TOKEN: 'secret',
      PLATFORM_XY_AUTH: '2',
    },
  );
  // Unset settings are left to the platform's own defaults.
  assert.deepEqual(Object.keys(platformEnv({ port: 1, db: 'd' })), [
    'PLATFORM_PORT',
    'PLATFORM_HOST',
    'PLATFORM_DB',
    'PLATFORM_PUBLIC_URL',
  ]);
  assert.deepEqual(databaseFiles('.data/e2e.db'), ['.data/e2e.db', '.data/e2e.db-wal', '.data/e2e.db-shm']);
});

test(
  'starts the real platform on a free port with a fresh database, and stop ends it and removes the database',
  { timeout: 120_000 },
  async () => {
    const platform = await launchPlatform({ seedArticles: 20, faults: true });
    let stopped = false;
    try {
      assert.match(platform.url, /^http:\/\/127\.0\.0\.1:\d+$/);
      assert.equal((await fetch(`${platform.url}/health`)).status, 200);
      // faults: true reached it (the fault-injection routes exist only then).
      assert.equal((await fetch(`${platform.url}/__faults/counts`)).status, 200);
      assert.ok(existsSync(platform.db));
      await platform.stop();
      stopped = true;
      assert.notEqual(platform.child.exitCode ?? platform.child.signalCode, null, 'the process has ended');
      assert.equal(existsSync(path.dirname(platform.db)), false, 'its temp folder is gone');
      await assert.rejects(fetch(`${platform.url}/health`));
    } finally {
      if (!stopped) await platform.stop();
    }
  },
);

test('a platform that cannot start is an error naming why, with what it printed', { timeout: 60_000 }, async () => {
  await assert.rejects(launchPlatform({ seedArticles: 1, env: { PLATFORM_XY_AUTH: '7' } }), (error) => {
    assert.ok(error instanceof Error);
    assert.match(error.message, /did not start \(it exited\)/);
    assert.match(error.message, /PLATFORM_XY_AUTH must be 0, 1 or 2/);
    return true;
  });
});

test('as a command: flags are the same settings; a flag missing or malformed is said plainly', () => {
  assert.deepEqual(
    commandOptions([
      '--port',
      '4199',
      '--db',
      '.data/e2e.db',
      '--fresh',
      '--faults',
      '--record',
      'r.jsonl',
      '--site-purge-url',
      'http://s/i',
      '--site-purge-token',
      't',
    ]),
    {
      port: 4199,
      db: '.data/e2e.db',
      fresh: true,
      host: undefined,
      seedArticles: undefined,
      faults: true,
      shareBase: undefined,
      record: 'r.jsonl',
      sitePurge: { url: 'http://s/i', token: 't' },
    },
  );
  assert.throws(() => commandOptions(['--db', 'x.db']), /--port must be a port number \(got nothing\)/);
  assert.throws(() => commandOptions(['--port', '1', '--db', 'x.db', '--site-purge-url', 'http://s']), /go together/);
  assert.throws(
    () => commandOptions(['--port', '1', '--db', 'x.db', '--seed-articles', 'many']),
    /--seed-articles must be a number/,
  );
  assert.throws(() => commandOptions(['--port', '1', '--db', 'x.db', '--fault']), /Unknown option '--fault'/);
  const refused = spawnSync(process.execPath, ['platform/launch.mjs', '--db', 'x.db'], { cwd: ROOT, encoding: 'utf8' });
  assert.equal(refused.status, 2);
  assert.match(refused.stderr, /platform\/launch\.mjs: --port must be a port number/);
});

test(
  'as a command with --fresh: what an earlier run left is removed before the platform opens it',
  { timeout: 120_000 },
  async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'launch-command-'));
    const db = path.join(dir, 'p.db');
    const record = path.join(dir, 'answers.jsonl');
    // Not a database: the platform could not open it, so it starts only if --fresh removed it.
    for (const file of [db, `${db}-wal`, record]) writeFileSync(file, 'left by an earlier run');
    const port = await freePort();
    const child = spawn(
      process.execPath,
      [
        'platform/launch.mjs',
        '--fresh',
        '--port',
        String(port),
        '--db',
        db,
        '--seed-articles',
        '20',
        '--record',
        record,
      ],
      {
        cwd: ROOT,
        stdio: 'ignore',
      },
    );
    try {
      let up = false;
      for (let i = 0; i < 300 && !up && child.exitCode === null; i += 1) {
        up = await fetch(`http://127.0.0.1:${port}/health`).then(
          (answer) => answer.ok,
          () => false,
        );
        if (!up) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      assert.ok(up, `the platform answered on ${port} (exit code ${child.exitCode})`);
      await fetch(`http://127.0.0.1:${port}/app_if/getAnonymousToken?device=launch-test`);
      assert.ok(existsSync(record), 'the record file is written afresh');
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    }
  },
);
