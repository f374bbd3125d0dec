/**
 * The platform sees each reader (docs/decisions/0080): the touch site's front end passes the
 * reader's address in X-Forwarded-For, and the platform believes it from the front end's address
 * only (options.trustedProxies), as a platform behind a proxy reads its trusted hop. So the limits
 * per address hold one reader, never every reader of the site at once, and a report keeps the
 * address of the reader who made it. From anyone else the header is ignored.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { makePlatform, dispose, request, login } from './helpers.mjs';
import { DEMO_MEMBER } from '../seed/members.mjs';
import { DEV_MODERATION_KEY, resolveOptions } from '../options.mjs';
import { FIXTURE_IDS } from '../seed/fixtures.mjs';
import { LIMITS } from '../lib/attempts.mjs';

/** @type {import('fastify').FastifyInstance} */ let app;
/** @type {string} */ let dir;
before(async () => ({ app, dir } = /** @type {any} */ (await makePlatform({ faults: true, images: false }))));
after(() => dispose(app, dir));

const FRONT = '127.0.0.1';
const TOO_MANY = /^too many attempts, try again in \d+ minutes$/;

/** A fresh anonymous token, as each new device of a reader gets one. */
async function freshToken() {
  return (await request(app, { url: '/app_if/getAnonymousToken', query: { device: `dev-${crypto.randomUUID()}` } }))
    .body.data.token;
}

/**
 * A write whose cipher does not decrypt (refused by its shape, and counted: LIMITS.cipherPer*),
 * sent from `peer`, naming `reader` in X-Forwarded-For.
 * @param {{peer: string, reader: string, token: string}} o
 */
async function undecryptable({ peer, reader, token }) {
  const res = await app.inject({
    method: 'POST',
    url: '/app_if/event',
    query: { siteId: '1', device: 'dev-cipher', t: String(Date.now()) },
    headers: { 'content-type': 'application/x-www-form-urlencoded', token, 'x-forwarded-for': reader },
    payload: new URLSearchParams({ params: 'not-a-cipher', encryptType: 'rsa' }).toString(),
    remoteAddress: peer,
  });
  return /** @type {string} */ (res.json().message);
}

/** As many refused ciphers as one address may send, each ten with a new token (the limit per token is 10). @param {string} peer @param {string} reader */
async function lockAddress(peer, reader) {
  let token = '';
  for (let i = 0; i < LIMITS.cipherPerAddress.limit; i++) {
    if (i % LIMITS.cipherPerToken.limit === 0) token = await freshToken();
    assert.equal(await undecryptable({ peer, reader, token }), 'cannot decrypt parameters');
  }
  assert.match(await undecryptable({ peer, reader, token: await freshToken() }), TOO_MANY, 'the address is held');
}

test('behind the front end, one reader who is held leaves another reader alone', async () => {
  await lockAddress(FRONT, '203.0.113.10');
  assert.equal(
    await undecryptable({ peer: FRONT, reader: '203.0.113.11', token: await freshToken() }),
    'cannot decrypt parameters',
    'another reader of the same front end is not held',
  );
});

test('X-Forwarded-For from anyone but the front end is not believed: the caller is held by its own address', async () => {
  const stranger = '192.0.2.44';
  await lockAddress(stranger, '203.0.113.20');
  assert.match(
    await undecryptable({ peer: stranger, reader: '203.0.113.21', token: await freshToken() }),
    TOO_MANY,
    'a new X-Forwarded-For frees no caller the platform does not trust',
  );
});

test("a report keeps the address of the reader who made it, not the front end's", async () => {
  const token = await login(app, DEMO_MEMBER, 'dev-report-address');
  const sent = await app.inject({
    method: 'POST',
    url: '/app_if/report',
    remoteAddress: FRONT,
    headers: { 'content-type': 'application/x-www-form-urlencoded', token, 'x-forwarded-for': '198.51.100.77' },
    payload: new URLSearchParams({
      device: 'dev-report-address',
      type: '0',
      id: String(FIXTURE_IDS.news),
      reason: '1',
    }).toString(),
  });
  const id = sent.json().data.id;
  const queue = (
    await request(app, { url: '/moderation/reports/pending', headers: { 'x-moderation-key': DEV_MODERATION_KEY } })
  ).body.list;
  assert.equal(queue.find((/** @type {any} */ row) => row.id === id)?.address, '198.51.100.77');
});

test('the front end the platform trusts: 127.0.0.1 and ::1 unless PLATFORM_TRUSTED_PROXIES names others (or, empty, none)', () => {
  assert.deepEqual(resolveOptions({}).trustedProxies, ['127.0.0.1', '::1']);
  assert.deepEqual(resolveOptions({ trustedProxies: [] }).trustedProxies, []);
});
