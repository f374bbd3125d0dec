/**
 * Tip-offs (docs/platform-api.md, "Tip-offs"): sent with uploaded files, read back by their sender
 * only, a retried submit answers the same tip-off, and the seed has every handling status.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { makePlatform, dispose, login, postEncryptedAs, getAs } from './helpers.mjs';
import { DEMO_INVITER, DEMO_MEMBER } from '../seed/members.mjs';

/** @type {import('fastify').FastifyInstance} */ let app;
/** @type {string} */ let dir;
/** @type {string} */ let token;
/** @type {string} */ let otherToken;
before(async () => {
  ({ app, dir } = await makePlatform({ images: false }));
  token = await login(app, DEMO_MEMBER, 'dev-tip');
  otherToken = await login(app, DEMO_INVITER, 'dev-tip');
});
after(() => dispose(app, dir));

const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==',
  'base64',
);
const WAV = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt '), Buffer.alloc(64)]);

/** @param {Buffer} bytes @param {string} kind @param {string} as */
async function upload(bytes, kind, as) {
  const form = new FormData();
  form.append('fileType', kind);
  form.append('file', new Blob([new Uint8Array(bytes)]), 'f');
  const encoded = new Request('http://x/', { method: 'POST', body: form });
  const res = await app.inject({
    method: 'POST',
    url: '/app_if/upload',
    headers: { 'content-type': String(encoded.headers.get('content-type')), token: as },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  return res.json().data.fileId;
}

test('a tip-off with a picture and a voice note, read back with its status; a retry does not send it twice', async () => {
  const picId = await upload(PNG_1x1, 'picture', token);
  const audioId = await upload(WAV, 'audio', token);
  const form = {
    content: '八廓街东段井盖松动，踩上去会晃。',
    contact: '13800000001',
    picIds: picId,
    audioIds: audioId,
    requestKey: 'k-1',
  };
  const sent = await postEncryptedAs(app, 'tipoff', token, form);
  assert.equal(sent.status, 0, sent.message);
  assert.equal(
    (await postEncryptedAs(app, 'tipoff', token, form)).data.id,
    sent.data.id,
    'the same requestKey answers the same tip-off',
  );
  const detail = (await getAs(app, 'getTipoffDetail', token, { id: sent.data.id })).data;
  assert.equal(detail.content, form.content);
  assert.equal(detail.pics.length, 1);
  assert.equal(detail.audios.length, 1);
  assert.equal(detail.status, 0);
  assert.equal(detail.statusText, '已收到');
  assert.equal(detail.contact, undefined, 'the contact stays with the newsroom');
  assert.equal((await getAs(app, 'getTipoffDetail', otherToken, { id: sent.data.id })).message, 'tip-off not found');
});

test("refusals: no text, another member's file, ten pictures", async () => {
  assert.equal((await postEncryptedAs(app, 'tipoff', token, { content: '  ' })).message, 'content is required');
  const theirs = await upload(PNG_1x1, 'picture', otherToken);
  assert.match(
    (await postEncryptedAs(app, 'tipoff', token, { content: '线索', picIds: theirs })).message,
    /^unknown picture file/,
  );
  const ten = Array.from({ length: 10 }, () => 'x').join(',');
  assert.equal(
    (await postEncryptedAs(app, 'tipoff', token, { content: '线索', picIds: ten })).message,
    'at most 9 picture files',
  );
});

test('the demo member has tip-offs in every handling status, with pictures, video and audio', async () => {
  const { list } = (await getAs(app, 'myTipoffs', token, { page: 0 })).data;
  const seeded = list.filter((/** @type {{title: string}} */ t) => t.title !== '');
  assert.deepEqual([...new Set(seeded.map((/** @type {{status: number}} */ t) => t.status))].sort(), [0, 1, 2, 3]);
  assert.ok(seeded.some((/** @type {{videos: string[]}} */ t) => t.videos.length > 0));
  assert.ok(seeded.some((/** @type {{audios: string[]}} */ t) => t.audios.length > 0));
  const voice = seeded.find((/** @type {{audios: string[]}} */ t) => t.audios.length > 0).audios[0];
  const served = await app.inject({ method: 'GET', url: new URL(voice).pathname });
  assert.equal(served.statusCode, 200);
  assert.equal(served.headers['content-type'], 'audio/wav');
});
