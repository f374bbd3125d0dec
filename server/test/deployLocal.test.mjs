// The reference deployment (scripts/deploy-local.sh, docs/deploy.md): nginx terminates TLS on this
// machine, so the instances must trust it (TRUSTED_PROXIES=loopback) to believe its
// X-Forwarded-Proto: https; without it every cookie an instance sets lacks Secure.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { settleForwarded, trustedProxies } from '../forwarded.mjs';
import { languageCookie } from '../pageRoutes.mjs';

const script = readFileSync(new URL('../../scripts/deploy-local.sh', import.meta.url), 'utf8');
const deployDoc = readFileSync(new URL('../../docs/deploy.md', import.meta.url), 'utf8');

test('the rehearsal starts its instances trusting the proxy in front, so cookies over https are Secure', () => {
  const start = script.slice(script.indexOf('# --- two front-server instances'), script.indexOf('nohup node server/main.mjs'));
  const setting = /TRUSTED_PROXIES="?([^"\s]+)"?/.exec(start)?.[1];
  assert.ok(setting, 'the instances are started with TRUSTED_PROXIES');
  // nginx on this machine forwards with X-Forwarded-Proto: https from 127.0.0.1.
  const req = { socket: { remoteAddress: '127.0.0.1', encrypted: false }, headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.7' } };
  assert.deepEqual(settleForwarded(req, trustedProxies(setting)), { address: '198.51.100.7', secure: true });
  assert.match(String(languageCookie('/wap/touch/home.html?lang=en', '', true)), /; Secure$/);
  assert.match(deployDoc, /\| `TRUSTED_PROXIES`/, 'docs/deploy.md lists it among what every instance needs');
});
