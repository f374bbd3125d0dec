/**
 * v3+ encrypted parameters: RSA (jsencrypt chunks joined by '|') and SM2 (C1C3C2),
 * encrypted the way the lead's client does it (helpers.encryptParams).
 */
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { request, call, tokenFor, postEncrypted, encryptParams, platformVariants } from './helpers.mjs';
import { FIXTURE_IDS as F } from '../seed/fixtures.mjs';

const { start: platform } = platformVariants({});
/** The default platform, started once; tests that need a variant start their own. @type {import('fastify').FastifyInstance} */
let shared;
before(async () => {
  shared = await platform();
});

/** @param {import('fastify').FastifyInstance} app @param {Record<string, string>} form */
async function postForm(app, form, query = { siteId: '1', device: 'q-dev' }) {
  return (
    await request(app, { method: 'POST', url: '/app_if/event', query, form, headers: { token: await tokenFor(app) } })
  ).body;
}
const likeOf = async (/** @type {import('fastify').FastifyInstance} */ app) =>
  (await call(app, 'getArticleCounts', { articleId: F.liveOngoing })).countPraise;

test('getConfig publishes interface version 3 and the RSA key; no SM2 key by default', async () => {
  const c = await call(shared, 'getConfig', { appID: 1 });
  assert.equal(c.xyApi.curVersions, '3');
  assert.equal(c.sm2PublicKey, '');
  assert.match(c.encryptKey4, /^-----BEGIN PUBLIC KEY-----/);
});

test('an RSA-encrypted event like works, with parameters spanning several chunks', async () => {
  const app = shared;
  const before = await likeOf(app);
  // Long CJK values force several 60-character chunks, as real comment/login bodies do.
  const filler = '青稞'.repeat(70);
  const answer = (
    await postEncrypted(app, 'event', { id: F.liveOngoing, type: 3, eventType: 1, device: 'rsa-dev', note: filler })
  ).body;
  assert.equal(answer.status, 0, answer.message);
  assert.deepEqual(answer.data, { countPraise: before + 1, liked: true });
  const { params } = encryptParams(
    { note: filler },
    { rsaPublicKey: (await call(app, 'getConfig', { appID: 1 })).encryptKey4 },
  );
  assert.ok(params.split('|').length >= 3, 'the payload really was chunked');
});

test('plain writes are refused on v3; undecryptable ciphers are refused', async () => {
  const app = shared;
  const before = await likeOf(app);
  const plain = { id: String(F.liveOngoing), type: '3', eventType: '1', device: 'plain-dev' };
  const mustEncrypt = { status: -1, message: 'parameters must be encrypted' };
  assert.deepEqual(await postForm(app, plain), mustEncrypt);
  assert.deepEqual(
    (await request(app, { url: '/app_if/event', query: plain, headers: { token: await tokenFor(app) } })).body,
    mustEncrypt,
    'GET too',
  );
  const cannot = { status: -1, message: 'cannot decrypt parameters' };
  assert.deepEqual(await postForm(app, { params: 'bm90IGEgY2lwaGVy|eHg=', encryptType: 'rsa' }), cannot);
  assert.deepEqual(await postForm(app, { params: 'abcdef', encryptType: 'sm2' }), cannot, 'SM2 is off here');
  assert.deepEqual(await postForm(app, { params: 'x', encryptType: 'aes' }), cannot);
  const notJson = encryptParams({}, { rsaPublicKey: (await call(app, 'getConfig', { appID: 1 })).encryptKey4 });
  assert.deepEqual(
    await postForm(app, { ...notJson, params: `${notJson.params}|${notJson.params}` }),
    cannot,
    '"{}{}" is not JSON',
  );
  assert.equal(await likeOf(app), before, 'nothing was counted');
});

test('SM2 (PLATFORM_SM2=1): the key is published, persists, and decrypts an event', async () => {
  const app = await platform({ sm2: true });
  const key = (await call(app, 'getConfig', { appID: 1 })).sm2PublicKey;
  assert.match(key, /^04[0-9a-f]{128}$/);
  const before = await likeOf(app);
  const answer = (
    await postEncrypted(app, 'event', { id: F.liveOngoing, type: 3, eventType: 1, device: 'sm2-dev' }, { sm2: true })
  ).body;
  assert.deepEqual(answer, { status: 0, message: 'success', data: { countPraise: before + 1, liked: true } });
  // RSA keeps working beside SM2.
  assert.equal((await postEncrypted(app, 'event', { id: F.liveOngoing, type: 3, eventType: 0 })).body.status, 0);
  const again = await platform({ sm2: true });
  assert.equal((await call(again, 'getConfig', { appID: 1 })).sm2PublicKey, key, 'generated once per DB');
});

test('below version 3 plain writes are accepted and encrypted ones still decrypt', async () => {
  const app = await platform({ curVersions: '2' });
  assert.equal((await call(app, 'getConfig', { appID: 1 })).xyApi.curVersions, '2');
  const plain = await postForm(app, { id: String(F.liveOngoing), eventType: '0' });
  assert.equal(plain.status, 0);
  // Another device (inside the cipher): a click is counted once a day per device (routes/events.mjs).
  const enc = (await postEncrypted(app, 'event', { id: F.liveOngoing, eventType: 0, device: 'enc-dev' })).body;
  assert.deepEqual(enc, { status: 0, message: 'success', data: { count: plain.data.count + 1, counted: true } });
});
