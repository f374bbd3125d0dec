/**
 * Encrypted parameters carry UTF-8 (docs/platform-api.md, Encrypted parameters): the platform reads
 * emoji, CJK Extension B and Tibetan back from RSA chunks and SM2, decodes the bytes of all chunks
 * together (a client that cuts its chunks by bytes may split a character), and refuses what is not
 * UTF-8 (a surrogate written as three bytes, as a lax browser library did) as undecryptable.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import { createDecryptor } from '../lib/decrypt.mjs';
import { makePlatform, dispose, login, postEncryptedAs, call } from './helpers.mjs';
import { DEMO_MEMBER } from '../seed/members.mjs';
import { FIXTURE_IDS } from '../seed/fixtures.mjs';

const require = createRequire(import.meta.url);
/** @type {{generateKeyPairHex: () => {publicKey: string, privateKey: string}, doEncrypt: (plain: string | number[], publicKey: string, mode: number) => string}} */
const sm2 = require('sm-crypto').sm2;

const TEXTS = {
  emoji: '纳木错真美😀👍🏽🇨🇳',
  cjkExtensionB: '我叫𠀀𠀁𪚥',
  tibetan: 'བཀྲ་ཤིས་བདེ་ལེགས། ༄༅།',
};

const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const sm2Keys = sm2.generateKeyPairHex();
const decrypt = createDecryptor({ rsaPrivatePem: privateKey, sm2PrivateHex: sm2Keys.privateKey });

/** @param {Buffer} bytes */
const rsaChunk = (bytes) =>
  crypto.publicEncrypt({ key: publicKey, padding: crypto.constants.RSA_PKCS1_PADDING }, bytes).toString('base64');

/** RSA chunks of at most `size` bytes, cut wherever the byte count falls, inside a character or not. */
function byByteChunks(/** @type {string} */ plain, size = 200) {
  const bytes = Buffer.from(plain, 'utf8');
  const parts = [];
  for (let at = 0; at < bytes.length; at += size) parts.push(rsaChunk(bytes.subarray(at, at + size)));
  return parts.join('|');
}

/** The lax encoding: each UTF-16 code unit written as one to three bytes, surrogates included. */
function codeUnitBytes(/** @type {string} */ text) {
  const out = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) out.push(c);
    else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return Buffer.from(out);
}

for (const [name, text] of Object.entries(TEXTS)) {
  test(`RSA: ${name} reads back, also from chunks cut inside a character`, () => {
    const plain = { content: text.repeat(20), id: '7' };
    const json = JSON.stringify(plain);
    assert.deepEqual(decrypt(byByteChunks(json), 'rsa'), plain);
    const whole = Array.from(json);
    const byCharacters = [];
    for (let i = 0; i < whole.length; i += 60)
      byCharacters.push(rsaChunk(Buffer.from(whole.slice(i, i + 60).join(''), 'utf8')));
    assert.deepEqual(decrypt(byCharacters.join('|'), 'rsa'), plain);
  });

  test(`SM2: ${name} reads back`, () => {
    const plain = { content: text, id: '7' };
    const bytes = Array.from(Buffer.from(JSON.stringify(plain), 'utf8'));
    assert.deepEqual(decrypt(sm2.doEncrypt(bytes, sm2Keys.publicKey, 1), 'sm2'), plain);
  });
}

test('bytes that are not UTF-8 (a surrogate pair written as two three-byte units) do not decrypt', () => {
  const json = JSON.stringify({ content: '😀' });
  assert.equal(decrypt(rsaChunk(codeUnitBytes(json)), 'rsa'), null);
  assert.equal(decrypt(sm2.doEncrypt(Array.from(codeUnitBytes(json)), sm2Keys.publicKey, 1), 'sm2'), null);
});

/** @type {import('fastify').FastifyInstance} */ let app;
/** @type {string} */ let dir;
before(async () => {
  ({ app, dir } = await makePlatform({ images: false }));
});
after(() => dispose(app, dir));

test('an encrypted comment with emoji, CJK Extension B and Tibetan is posted and listed as written', async () => {
  const member = await login(app, DEMO_MEMBER, 'dev-emoji');
  const content = Object.values(TEXTS).join(' ');
  const posted = await postEncryptedAs(app, 'discuss', member, {
    rootID: FIXTURE_IDS.news,
    sourceType: 0,
    content,
    parentID: 0,
    device: 'dev-emoji',
  });
  assert.equal(posted.status, 0, posted.message);
  const view = await call(app, 'discussView', { id: FIXTURE_IDS.news, page: 0, source: 0 });
  assert.equal(view.list.find((/** @type {{id: number}} */ c) => c.id === posted.data.id)?.content, content);
});
