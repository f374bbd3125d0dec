/**
 * App authorisation as the 2020 platform performs it (g2; lib/dialect/app-auth.mjs), read from the
 * live site's suite (jiangbm/XFJ_FZ_API Secret/authen.py, Secret/XFJ_Des.py): the client's procedure
 * below is the suite's, rewritten; the suite's own sample (fixtures/public/reconstructed/appAuth.json)
 * opens under the same cut, which is what ties our platform's handshake to the real one.
 */
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { platformVariants, request } from './helpers.mjs';
import { sample } from './public-samples.mjs';
import { infoKey, tokenKey, unseal } from '../lib/dialect/app-auth.mjs';
import { AUTH_INVALID } from '../lib/guard.mjs';
import { DEFAULT_DES_KEY } from '../options.mjs';

const md5 = (/** @type {string} */ s) => crypto.createHash('md5').update(s, 'utf8').digest('hex');
const fixture = sample('reconstructed/appAuth.json');

const variants = platformVariants({ seedArticles: 20 });
/** @type {import('../app.mjs').PlatformApp} */
let g2;
/** @type {import('../app.mjs').PlatformApp} */
let g2Slice37;
/** @type {import('../app.mjs').PlatformApp} */
let designed;
before(async () => {
  // xyAuth 2: every call must be signed, so a signed call proves the token is the platform's.
  g2 = /** @type {import('../app.mjs').PlatformApp} */ (await variants.start({ dialect: 'g2', xyAuth: 2 }));
  g2Slice37 = /** @type {import('../app.mjs').PlatformApp} */ (
    await variants.start({ dialect: 'g2', authSignSlice: [3, 7] })
  );
  designed = /** @type {import('../app.mjs').PlatformApp} */ (await variants.start({ dialect: 'designed' }));
});

/**
 * The suite's cut (XFJ_Des.des): the slices named in the fixture, joined.
 * @param {string} apiData @param {[number, number][]} slices
 */
const cut = (apiData, slices) => slices.map(([a, b]) => apiData.slice(a, b)).join('');

/** authinfo as the suite asks it (no curVersions): key and secret opened under the header's key. @param {import('fastify').FastifyInstance} app */
async function authinfo(app) {
  const res = await request(app, { url: '/app_if/authinfo', query: { t: Date.now(), siteId: 1, siteID: 1 } });
  assert.equal(res.body.status, 0, 'the envelope, though no curVersions was sent');
  const apiData = String(res.headers['api-data']);
  const key = cut(apiData, fixture.slices.authinfoKey);
  return { key: unseal(res.body.data.appKey, key), secret: unseal(res.body.data.appSecret, key), apiData };
}

/**
 * auth as the suite sends it; the token opened under the header's key.
 * @param {import('fastify').FastifyInstance} app @param {{key: string, secret: string}} credentials
 * @param {[number, number]} slice the secret's slice the sign takes @param {number} [t]
 */
async function auth(app, { key, secret }, [a, b], t = Date.now()) {
  const sign = md5(secret + String(t) + secret.slice(a, b));
  const res = await request(app, {
    method: 'POST',
    url: '/app_if/auth',
    form: { appKey: key, time: t, sign, t, siteId: 1, siteID: 1 },
  });
  if (res.body.status !== 0) return { refused: res.body };
  return { token: unseal(res.body.data.authToken, cut(String(res.headers['api-data']), fixture.slices.authKey)) };
}

test("the suite's own sample opens under the cut it names: a key and a secret of 32 hex characters", () => {
  const { apiData, appKey, appSecret } = fixture.sample;
  const key = infoKey(apiData);
  assert.equal(key, cut(apiData, fixture.slices.authinfoKey));
  assert.equal(key.length, 24);
  assert.match(unseal(appKey, key), /^[0-9a-f]{32}$/);
  assert.match(unseal(appSecret, key), /^[0-9a-f]{32}$/);
  assert.equal(tokenKey(apiData), cut(apiData, fixture.slices.authKey));
});

test('authinfo answers the credentials sealed under a key cut from its api-data header, which browsers may read', async () => {
  const res = await request(g2, { url: '/app_if/authinfo', query: { t: Date.now() } });
  assert.match(String(res.headers['api-data']), /^[A-Za-z0-9+/]{52}$/);
  assert.match(String(res.headers['access-control-expose-headers']), /api-data/);
  const { key, secret } = await authinfo(g2);
  assert.deepEqual({ key, secret }, { key: g2.platform.credentials.appKey, secret: g2.platform.credentials.appSecret });
});

test('auth checks md5(secret + t + secret[2:7]); the token it answers is sealed, and signs calls as md5(token + secret + time)', async () => {
  const credentials = await authinfo(g2);
  const { token } = await auth(g2, credentials, [2, 7]);
  assert.ok(token, 'a token');
  const time = String(Date.now());
  const signed = await request(g2, {
    url: '/app_if/getColumns',
    query: { siteId: 1, curVersions: 1 },
    headers: { authtoken: String(token), time, sign: md5(String(token) + credentials.secret + time) },
  });
  assert.equal(signed.body.status, 0, 'a call signed with the opened token passes');
  const unsigned = await request(g2, { url: '/app_if/getColumns', query: { siteId: 1, curVersions: 1 } });
  assert.equal(unsigned.body.status, AUTH_INVALID, 'xyAuth 2: an unsigned call is refused');
  const sealedUsedAsIs = await request(g2, {
    url: '/app_if/getColumns',
    query: { siteId: 1, curVersions: 1 },
    headers: { authtoken: 'not-opened', time, sign: md5(`not-opened${credentials.secret}${time}`) },
  });
  assert.equal(sealedUsedAsIs.body.status, AUTH_INVALID);
});

test("the other slice, a stale t and the designed slice are refused; the slice is the platform's setting", async () => {
  const credentials = await authinfo(g2);
  assert.equal((await auth(g2, credentials, [3, 7])).refused?.status, AUTH_INVALID);
  assert.equal((await auth(g2, credentials, [0, 8])).refused?.status, AUTH_INVALID, 'the designed sign');
  assert.equal((await auth(g2, credentials, [2, 7], Date.now() - 10 * 60_000)).refused?.status, AUTH_INVALID);
  const other = await authinfo(g2Slice37);
  assert.ok((await auth(g2Slice37, other, [3, 7])).token, 'PLATFORM_AUTH_SIGN_SLICE=3,7 takes [3:7]');
  assert.equal((await auth(g2Slice37, other, [2, 7])).refused?.status, AUTH_INVALID);
});

test('the designed dialect keeps its handshake: 3DES under the configured key, no api-data header', async () => {
  const res = await request(designed, { url: '/app_if/authinfo', query: { t: Date.now() } });
  assert.equal(res.headers['api-data'], undefined);
  const decipher = crypto.createDecipheriv('des-ede3-ecb', Buffer.from(DEFAULT_DES_KEY, 'utf8'), null);
  const plain = Buffer.concat([
    decipher.update(Buffer.from(res.body.data.appKey, 'base64')),
    decipher.final(),
  ]).toString('utf8');
  assert.equal(plain, designed.platform.credentials.appKey);
});
