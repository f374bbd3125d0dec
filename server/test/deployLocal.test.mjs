// The reference deployment (scripts/deploy-local.sh, docs/deploy.md): nginx terminates TLS on this
// machine, so the instances must trust it (TRUSTED_PROXIES=loopback) to believe its
// X-Forwarded-Proto: https; without it every cookie an instance sets lacks Secure.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { settleForwarded, trustedProxies } from '../forwarded.mjs';
import { languageCookie } from '../pageRoutes.mjs';

const script = readFileSync(new URL('../../scripts/deploy-local.sh', import.meta.url), 'utf8');
const deployDoc = readFileSync(new URL('../../docs/deploy.md', import.meta.url), 'utf8');

test('the rehearsal starts its instances trusting the proxy in front, so cookies over https are Secure', () => {
  const start = script.slice(
    script.indexOf('# --- two front-server instances'),
    script.indexOf('nohup node server/main.mjs'),
  );
  const setting = /TRUSTED_PROXIES="?([^"\s]+)"?/.exec(start)?.[1];
  assert.ok(setting, 'the instances are started with TRUSTED_PROXIES');
  // nginx on this machine forwards with X-Forwarded-Proto: https from 127.0.0.1.
  const req = {
    socket: { remoteAddress: '127.0.0.1', encrypted: false },
    headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.7' },
  };
  assert.deepEqual(settleForwarded(req, trustedProxies(setting)), { address: '198.51.100.7', secure: true });
  assert.match(String(languageCookie('/wap/touch/home.html?lang=en', '', true)), /; Secure$/);
  assert.match(deployDoc, /\| `TRUSTED_PROXIES`/, 'docs/deploy.md lists it among what every instance needs');
});

// The rehearsal is a check (docs/deploy.md): each step passes or fails, and the exit status says so.
const checks = new URL('../../scripts/deploy-local-checks.sh', import.meta.url).pathname;
/** @param {string} body bash run after sourcing the checks */
function runChecks(body) {
  return spawnSync('bash', ['-c', `set -euo pipefail; source "${checks}"; ${body}`], { encoding: 'utf8' });
}

test('one failed check makes the rehearsal exit 1, and says which and what it saw', () => {
  const run = runChecks(
    'check "a page is cached" "MISS" "^HIT$"; check "it is public" "public, max-age=0" "public"; finish_checks',
  );
  assert.equal(run.status, 1);
  assert.match(run.stdout, /FAIL {2}a page is cached \(got: MISS; wanted: \^HIT\$\)/);
  assert.match(run.stdout, /PASS {2}it is public/);
  assert.match(run.stdout, /rehearsal: 1 passed, 1 failed/);
});

test('every check passed: exit 0; nothing seen counts as a failure', () => {
  const passed = runChecks('check "a" "HIT" "^HIT$"; pass "b"; finish_checks');
  assert.equal(passed.status, 0);
  assert.match(passed.stdout, /rehearsal: 2 passed, 0 failed/);
  const empty = runChecks('check "an upgrade" "" "^101$"; finish_checks');
  assert.equal(empty.status, 1);
  assert.match(empty.stdout, /got: nothing/);
});

test('the rehearsal signs in with consent, sends its Origin on the socket check, and ends with the tally', () => {
  const rehearsal = script.slice(script.indexOf('# --- the rehearsal'));
  assert.match(rehearsal, /"consent":true/, 'the sign-in ticks the agreement box (docs/decisions/0050)');
  const upgrade = rehearsal.slice(
    rehearsal.indexOf('4. The live push socket'),
    rehearsal.indexOf('check "the upgrade is relayed'),
  );
  assert.match(upgrade, /-H "Origin: \$SITE"/);
  assert.match(rehearsal.trimEnd(), /\nfinish_checks$/);
  // Every result line is a check: no step only prints what it saw.
  assert.doesNotMatch(rehearsal, /echo "\s+(request|instance|purge|sign in|upgrade)/);
});

test('docs/deploy.md no longer lists the fixed https rewrite as a known issue', () => {
  assert.doesNotMatch(deployDoc, /Known issue: with `X-Forwarded-Proto: https`/);
  assert.match(deployDoc, /exits 1 when any check failed/);
});
