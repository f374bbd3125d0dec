/**
 * member/info (docs/decisions/0032): a member changes their nickname and head picture; the picture is one
 * of their own uploads, named by fileId; bad nicknames are refused with a message.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { makePlatform, dispose, request, PUBLIC_URL, login } from './helpers.mjs';
import { DEMO_MEMBER, DEMO_INVITER } from '../seed/members.mjs';

/** @type {import('fastify').FastifyInstance} */ let app;
/** @type {string} */ let dir;
/** @type {string} */ let token;
/** @type {string} */ let otherToken;

before(async () => {
  ({ app, dir } = await makePlatform({ faults: true, images: false }));
  token = await login(app, DEMO_MEMBER, 'dev-profile');
  otherToken = await login(app, DEMO_INVITER, 'dev-profile');
});
after(() => dispose(app, dir));

const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==',
  'base64',
);

/** @param {string} as @param {string} [kind] */
async function uploadPicture(as, kind = 'picture') {
  const form = new FormData();
  form.append('fileType', kind);
  form.append('file', new Blob([new Uint8Array(PNG_1x1)], { type: 'image/png' }), 'head.png');
  const encoded = new Request('http://x/', { method: 'POST', body: form });
  const res = await app.inject({
    method: 'POST',
    url: '/app_if/upload',
    headers: { 'content-type': String(encoded.headers.get('content-type')), token: as },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  const body = res.json();
  assert.equal(body.status, 0, body.message);
  return /** @type {{fileId: string, url: string}} */ (body.data);
}

/** @param {Record<string, string>} form @param {string} [as] */
const info = async (form, as = token) =>
  (await request(app, { method: 'POST', url: '/app_if/member/info', form, headers: { token: as } })).body;
const userInfo = async (as = token) =>
  (await request(app, { url: '/app_if/member/getUserInfo', headers: { token: as } })).body.data;

test('a new nickname, trimmed, is answered and kept', async () => {
  const answer = await info({ nickname: '  纳木错 的 风  ' });
  assert.equal(answer.status, 0, answer.message);
  assert.equal(answer.data.nickname, '纳木错 的 风');
  assert.equal((await userInfo()).nickname, '纳木错 的 风');
  // Tibetan counts by characters, not by UTF-16 units.
  assert.equal((await info({ nickname: 'བཀྲ་ཤིས་བདེ་ལེགས' })).data.nickname, 'བཀྲ་ཤིས་བདེ་ལེགས');
});

test('a head picture is one of the member own uploads; the answer is its address', async () => {
  const picture = await uploadPicture(token);
  const answer = await info({ headFileId: picture.fileId });
  assert.equal(answer.status, 0, answer.message);
  assert.equal(answer.data.head, picture.url);
  assert.ok(answer.data.head.startsWith(`${PUBLIC_URL}/media/uploads/`));
  assert.equal((await userInfo()).head, picture.url);

  const others = await uploadPicture(otherToken);
  assert.match(
    (await info({ headFileId: others.fileId })).message,
    /^unknown picture file/,
    "not another member's file",
  );
  assert.match(
    (await info({ headFileId: 'https://evil.example.com/x.png' })).message,
    /^unknown picture file/,
    'never an address',
  );
  const audio = await info({ headFileId: 'ffffffffffffffffffffffff' });
  assert.match(audio.message, /^unknown picture file/);
  assert.equal((await userInfo()).head, picture.url, 'a refused change changes nothing');
});

test('bad input is refused with a clear message, and nothing changes', async () => {
  const before = (await userInfo()).nickname;
  assert.equal((await info({})).message, 'nickname or headFileId is required');
  assert.equal((await info({ nickname: '风' })).message, 'nickname must be 2 to 16 characters');
  assert.equal(
    (await info({ nickname: '一二三四五六七八九十一二三四五六七' })).message,
    'nickname must be 2 to 16 characters',
  );
  assert.equal((await info({ nickname: '<b>高原</b>' })).message, 'nickname contains characters that are not allowed');
  assert.equal(
    (await info({ nickname: '高原\u202Eevil' })).message,
    'nickname contains characters that are not allowed',
  );
  assert.equal((await info({ nickname: '六合彩大师' })).message, 'nickname contains a word that is not allowed');
  assert.equal((await userInfo()).nickname, before);
});

test('members only', async () => {
  const anonymous = (await request(app, { url: '/app_if/getAnonymousToken', query: { device: 'dev-profile-anon' } }))
    .body.data.token;
  assert.equal((await info({ nickname: '路人甲' }, anonymous)).message, 'please log in');
});
