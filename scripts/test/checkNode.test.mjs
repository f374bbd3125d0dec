// npm start and npm test refuse a Node.js older than .node-version's major, naming the one command
// that fixes it (scripts/check-node.mjs, docs/decisions/0077).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { FIX_COMMAND, nodeTooOld, REQUIRED_MAJOR } from '../check-node.mjs';

const pinned = readFileSync(new URL('../../.node-version', import.meta.url), 'utf8').trim();

test("the required major is the pinned version's, and package.json's engines say the same", () => {
  assert.equal(REQUIRED_MAJOR, Number(pinned.split('.')[0]));
  const engines = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).engines.node;
  assert.equal(engines, `>=${REQUIRED_MAJOR}`);
});

test('an older node is refused with what it is, where it is, and the one command that fixes it', () => {
  const refusal = String(nodeTooOld('v20.20.2', '/usr/bin/node'));
  assert.match(
    refusal,
    new RegExp(`needs Node\\.js ${REQUIRED_MAJOR} or newer; this is Node\\.js v20\\.20\\.2 \\(/usr/bin/node\\)`),
  );
  assert.ok(refusal.includes(`run  ${FIX_COMMAND}  in this shell`));
  assert.equal(FIX_COMMAND, '. scripts/ensure-node.sh');
  assert.ok(refusal.includes(`installs Node.js ${pinned} into .tools/node`));
});

test('the required major or newer passes', () => {
  assert.equal(nodeTooOld(`v${REQUIRED_MAJOR}.0.0`), null);
  assert.equal(nodeTooOld(`v${REQUIRED_MAJOR + 2}.1.0`), null);
  // This test runs under a node that passes (npm test's pretest checked it): the script exits 0.
  const run = spawnSync(process.execPath, [new URL('../check-node.mjs', import.meta.url).pathname], {
    encoding: 'utf8',
  });
  assert.equal(run.status, 0, run.stderr);
});

test('npm test and npm start run the check first', () => {
  const scripts = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).scripts;
  assert.equal(scripts.pretest, 'node scripts/check-node.mjs');
  assert.match(
    readFileSync(new URL('../start.mjs', import.meta.url), 'utf8'),
    /const refusal = nodeTooOld\(\);\nif \(refusal\) fail\(refusal\);/,
  );
});
