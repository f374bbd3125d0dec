/**
 * Tokens and app auth: anonymous tokens (10111), authinfo/auth and signed calls
 * (1004), member token rotation. Decryption and signing on the test side use
 * crypto-js exactly as the lead's client does (lib/platform/auth/signing.ts).
 */
import { test, before, mock } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { request, call, platformVariants } from './helpers.mjs';
import { DEFAULT_DES_KEY } from '../options.mjs';

const require = createRequire(import.meta.url);
const CryptoJS = require('crypto-js');
const md5 = (/** @type {string} */ s) => CryptoJS.MD5(s).toString();
const des = (/** @type {string} */ c) =>
  CryptoJS.TripleDES.decrypt(c, CryptoJS.enc.Utf8.parse(DEFAULT_DES_KEY), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  }).toString(CryptoJS.enc.Utf8);

const EXPIRED = { status: 10111, message: 'token expired' };
const AUTH_INVALID = { status: 1004, message: 'auth invalid' };

/** One seeded directory; each test starts the platform variant it needs on it (a restart is ~20 ms). */
const { start: platform } = platformVariants({ faults: true });
/** The default platform, started once; tests that need a variant start their own. @type {import('fastify').FastifyInstance} */
let shared;
before(async () => {
  shared = await platform();
});

/** @param {import('fastify').FastifyInstance} app @param {string} [device] */
const anonymous = async (app, device = 'dev-t') => (await call(app, 'getAnonymousToken', { device })).token;
/** @param {import('fastify').FastifyInstance} app @param {string} token */
const columns = async (app, token) => (await request(app, { url: '/app_if/getColumns', headers: { token } })).body;

/** The client's app-auth dance: authinfo (3DES), then auth with md5(secret + t + secret[0..8]). */
async function appAuth(/** @type {import('fastify').FastifyInstance} */ app) {
  const info = await call(app, 'authinfo', { device: 'dev-t' });
  const appKey = des(info.appKey);
  const appSecret = des(info.appSecret);
  assert.ok(appKey.startsWith('touch-') && appSecret.length === 32, 'authinfo decrypts with the shared DES key');
  const t = String(Date.now());
  const { authToken, expiresIn } = await call(app, 'auth', {
    appKey,
    t,
    sign: md5(appSecret + t + appSecret.slice(0, 8)),
  });
  assert.equal(expiresIn, 7200);
  return { appKey, appSecret, authToken };
}
/** @param {{authToken: string, appSecret: string}} a @param {string} [time] */
const signed = (a, time = String(Date.now())) => ({
  authtoken: a.authToken,
  time,
  sign: md5(a.authToken + a.appSecret + time),
});

test('calls need a known, unexpired token; the token-free calls do not', async () => {
  const app = shared;
  assert.deepEqual((await request(app, { url: '/app_if/getColumns' })).body, EXPIRED, 'no token');
  assert.deepEqual(await columns(app, 'made-up'), EXPIRED, 'unknown token');
  const anon = await request(app, { url: '/app_if/getAnonymousToken', query: { device: 'd1' } });
  assert.equal(anon.http, 200);
  assert.equal(anon.body.data.expiresIn, 7200);
  assert.equal((await columns(app, anon.body.data.token)).status, 0);
  for (const url of ['/app_if/getConfig?appID=1', '/app_if/authinfo']) {
    assert.equal((await request(app, { url })).body.status, 0, `${url} is token-free`);
  }
  // Only app_if is guarded.
  assert.equal((await request(app, { url: '/adv/getAdv', query: { type: 1 } })).body.status, 0);
});

test('tokens expire after PLATFORM_TOKEN_TTL_SECONDS, and on demand', async () => {
  const short = await platform({ tokenTtlSeconds: 1 });
  const token = await anonymous(short);
  assert.equal((await columns(short, token)).status, 0);
  // The platform's clock moves past the token's second instead of the test sleeping through it.
  const issued = Date.now();
  const later = mock.method(Date, 'now', () => issued + 1_100);
  try {
    assert.deepEqual(await columns(short, token), EXPIRED);
  } finally {
    later.mock.restore();
  }

  const app = await platform();
  const fresh = await anonymous(app);
  const member = (await request(app, { method: 'POST', url: '/__faults/member-token', json: { userId: 42 } })).body;
  assert.equal((await columns(app, member.accessToken)).status, 0, 'a member access token is a token too');
  assert.deepEqual(await columns(app, member.refreshToken), EXPIRED, 'a refresh token is not');
  const expired = await request(app, { method: 'POST', url: '/__faults/expire-tokens' });
  assert.ok(expired.body.expired >= 2);
  assert.deepEqual(await columns(app, fresh), EXPIRED);
  assert.deepEqual(await columns(app, member.accessToken), EXPIRED);
  const renewed = await request(app, {
    method: 'POST',
    url: '/app_if/refreshAccessToken',
    form: { device: 'd', refreshToken: member.refreshToken },
  });
  assert.equal(renewed.body.status, 0, 'refresh tokens survive expire-tokens');
});

test('PLATFORM_TOKEN_ENABLE=0 turns the token check off and says so in getConfig', async () => {
  const app = await platform({ tokenEnable: false });
  assert.equal((await request(app, { url: '/app_if/getColumns' })).body.status, 0);
  assert.equal((await call(app, 'getConfig', { appID: 1 })).tokenEnable, false);
});

test('auth refuses a wrong key, sign or stale t', async () => {
  const app = await platform();
  const { appKey, appSecret } = await appAuth(app);
  const sign = (/** @type {string} */ t) => md5(appSecret + t + appSecret.slice(0, 8));
  const now = String(Date.now());
  const stale = String(Date.now() - 6 * 60 * 1000);
  for (const q of [
    { appKey: 'other', t: now, sign: sign(now) },
    { appKey, t: now, sign: sign(`${now}1`) },
    { appKey, t: stale, sign: sign(stale) },
    { appKey, t: 'abc', sign: sign('abc') },
  ]) {
    assert.deepEqual((await request(app, { url: '/app_if/auth', query: q })).body, {
      status: -1,
      message: 'sign invalid',
    });
  }
});

test('xyAuth 2: every call but the bootstrap ones must be signed', async () => {
  const app = await platform({ xyAuth: 2 });
  assert.equal((await call(app, 'getConfig', { appID: 1 })).xyApi.xyAuth, 2);
  const token = await anonymous(app); // getAnonymousToken needs no signature
  const a = await appAuth(app);
  const get = async (/** @type {Record<string, string>} */ headers) =>
    (await request(app, { url: '/app_if/getColumns', headers: { token, ...headers } })).body;
  assert.equal((await get(signed(a))).status, 0, 'signed call passes');
  assert.deepEqual(await get({}), AUTH_INVALID, 'unsigned');
  assert.deepEqual(await get({ ...signed(a), sign: md5('wrong') }), AUTH_INVALID, 'wrong sign');
  assert.deepEqual(await get({ ...signed(a), time: '1' }), AUTH_INVALID, 'sign made for another time');
  assert.deepEqual(await get(signed({ ...a, authToken: 'unknown' })), AUTH_INVALID, 'unknown authtoken');
  // Signature is checked before the token, so the client restarts its whole auth once.
  assert.deepEqual((await request(app, { url: '/app_if/getColumns', headers: {} })).body, AUTH_INVALID);
  await request(app, { method: 'POST', url: '/__faults/expire-tokens' });
  assert.deepEqual(await get(signed(a)), AUTH_INVALID, 'expired authToken');
});

test('xyAuth 0/1: signature headers are verified only when present', async () => {
  const app = await platform({ xyAuth: 1 });
  const token = await anonymous(app);
  const a = await appAuth(app);
  const get = async (/** @type {Record<string, string>} */ headers) =>
    (await request(app, { url: '/app_if/getColumns', headers: { token, ...headers } })).body;
  assert.equal((await get({})).status, 0);
  assert.equal((await get(signed(a))).status, 0);
  assert.deepEqual(await get({ ...signed(a), sign: 'x' }), AUTH_INVALID);
});

test('refreshAccessToken rotates the pair and invalidates the old refresh token', async () => {
  const app = await platform();
  const pair = (
    await request(app, { method: 'POST', url: '/__faults/member-token', json: { userId: 'u-7', device: 'd7' } })
  ).body;
  const refresh = (/** @type {string} */ refreshToken) =>
    request(app, { method: 'POST', url: '/app_if/refreshAccessToken', form: { device: 'd7', refreshToken } });
  const next = await refresh(pair.refreshToken);
  assert.equal(next.body.status, 0);
  const { token, accessToken, refreshToken } = next.body.data;
  assert.equal(token, accessToken);
  assert.notEqual(refreshToken, pair.refreshToken);
  assert.equal((await columns(app, accessToken)).status, 0, 'the new access token works');
  const invalid = { status: 1004, message: 'refresh token invalid' };
  assert.deepEqual((await refresh(pair.refreshToken)).body, invalid, 'old refresh token is gone');
  assert.deepEqual((await refresh('nope')).body, invalid);
  assert.equal((await refresh(refreshToken)).body.status, 0, 'the new one rotates again');
  assert.equal((await request(app, { method: 'POST', url: '/__faults/member-token', json: {} })).http, 400);
});
